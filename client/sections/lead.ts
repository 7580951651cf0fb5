/**
 * Whether the content item being rendered leads its page (the first item of the first section): its
 * image is then likely the largest thing in the first viewport, so it loads eagerly with high
 * priority instead of lazily (a lazy LCP image waits for layout before it is even requested).
 */
import { createContext, useContext } from 'react';

export const LeadItemContext = createContext(false);

export const useLeadItem = (): boolean => useContext(LeadItemContext);
