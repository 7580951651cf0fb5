/**
 * In-store associates (migration 0012): two per store, fixed ids `<storeId>01` and `<storeId>02`,
 * so tests and demos can give price adjustments. Upserts: a reseed never duplicates them.
 */
import type { StoreRow } from './catalog';

const FIRST = ['Alex', 'Sam', 'Jordan', 'Robin', 'Maria', 'Luca', 'Anna', 'Tom', 'Chloé', 'Jonas'];
const LAST = ['Meyer', 'Rossi', 'Martin', 'Smith', 'Brown', 'Dubois', 'Weber', 'Bianchi'];

export type EmployeeRow = { store_id: string; employee_id: string; name: string; role: string };

export const generateEmployees = (stores: readonly Pick<StoreRow, 'id'>[]): EmployeeRow[] =>
  stores.flatMap((store, i) =>
    [1, 2].map((n) => ({
      store_id: store.id,
      employee_id: `${store.id}0${n}`,
      name: `${FIRST[(i * 2 + n) % FIRST.length]} ${LAST[(i + n * 3) % LAST.length]}`,
      role: n === 1 ? 'MANAGER' : 'ASSOCIATE',
    })),
  );

const q = (s: string) => `'${s.replace(/'/g, "''")}'`;

export const employeeSeedStatements = (stores: readonly Pick<StoreRow, 'id'>[]): string[] => {
  const rows = generateEmployees(stores);
  if (rows.length === 0) return [];
  return [
    `INSERT OR REPLACE INTO store_employees (store_id, employee_id, name, role) VALUES ${rows
      .map((r) => `(${[r.store_id, r.employee_id, r.name, r.role].map(q).join(', ')})`)
      .join(', ')}`,
  ];
};
