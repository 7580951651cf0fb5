/**
 * Block modules that add their item types to the seeded pages (sandbox/seed/content.ts applies
 * them to every page of every site locale). Register a module by importing it and listing it.
 */
import type { BlockSeed } from '../content-types';
import { blocksASeed } from './a';
import { blocksBSeed } from './b';

export const BLOCK_SEEDS: readonly BlockSeed[] = [blocksASeed, blocksBSeed];
