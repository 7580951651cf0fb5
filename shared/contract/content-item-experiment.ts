/**
 * An experiment slot in content (content spec sections 3 and 4): the baseline the page shows with
 * no decision, and each variant's items under its code (section 3's variant label mapping: a label
 * containing 'Experiment' is `A`, 'B-Top rated' is `B`). `component` names the decision action the
 * slot follows (the experience's component); `experienceId` is what a test context forces by.
 * `dependsOn` names the browser state the experience's audience reads (`cart`): the page marks the
 * slot, and re-reads its decision when that state changes (the recalculate event, section 4).
 */
import { z } from 'zod';
import { itemBase, nestedItemSchema } from './content-item-base';

export const experimentItemSchema = z.object({
  ...itemBase,
  type: z.literal('experiment'),
  component: z.string().min(1).max(80),
  experienceId: z.number().int().min(1),
  baselines: z.array(nestedItemSchema).min(1),
  variants: z.array(z.object({ code: z.string().min(1).max(60), targets: z.array(nestedItemSchema) })),
  dependsOn: z.enum(['cart']).optional(),
});
export type ExperimentItem = z.infer<typeof experimentItemSchema>;
