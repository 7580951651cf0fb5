/**
 * The experiences, read from D1 at most once a second per isolate (like the fault switch): a
 * decide call costs no query for them while nobody edits them. The admin call that edits them and
 * the seed forget this isolate's copy at once.
 */
import { type Experience, type ExperienceRow, experienceOf } from './experience';

export const EXPERIENCES_TTL_MS = 1000;

let cached: { at: number; experiences: Experience[] } | undefined;

export const forgetExperiences = () => {
  cached = undefined;
};

/** Every experience, running or not, by id; `fresh` reads D1 whatever this isolate holds. */
export const listExperiences = async (db: D1Database, { fresh = false } = {}): Promise<Experience[]> => {
  const now = Date.now();
  if (!fresh && cached && now - cached.at < EXPERIENCES_TTL_MS) return cached.experiences;
  const { results } = await db.prepare('SELECT * FROM decision_experiences ORDER BY id').all<ExperienceRow>();
  const experiences = results.map(experienceOf);
  cached = { at: now, experiences };
  return experiences;
};
