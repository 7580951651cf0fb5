import { describe, expect, it } from 'vitest';
import { passwordError, unmetPasswordRequirements } from './password';

describe('password rules (spec section 5)', () => {
  it('answers FE872 for a password shorter than 8 characters', () => {
    expect(passwordError('Ab1cdef')?.errorId).toBe('FE872');
  });

  it('lists each requirement a password misses', () => {
    expect(unmetPasswordRequirements('')).toEqual(['length', 'number', 'upper', 'lower']);
    expect(unmetPasswordRequirements('abcdefgh')).toEqual(['number', 'upper']);
    expect(unmetPasswordRequirements('Ridgeline1')).toEqual([]);
    expect(passwordError('abcdefgh1')).toEqual({
      errorId: 'API400',
      message: 'Password needs: one upper case letter',
    });
  });

  it('answers FE340 when the confirmation differs, and nothing for a good pair', () => {
    expect(passwordError('Ridgeline1', 'Ridgeline2')?.errorId).toBe('FE340');
    expect(passwordError('Ridgeline1', 'Ridgeline1')).toBeUndefined();
    expect(passwordError('Ridgeline1')).toBeUndefined();
  });
});
