import type { MetadataJson } from 'libphonenumber-js/core';
import full from 'libphonenumber-js/metadata.max.json';
import { describe, expect, it } from 'vitest';
import { cutMetadata, PHONE_METADATA } from './metadata';

describe('phone metadata', () => {
  it('is the installed library’s plans for our countries (else: node shared/contract/phone/generate-plans.mjs)', () => {
    expect(PHONE_METADATA).toEqual(cutMetadata(full as unknown as MetadataJson));
  });
});
