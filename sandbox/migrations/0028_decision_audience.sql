-- Who an experience is for (sandbox/src/decision/experience.ts): JSON such as {"cart":"with-lines"},
-- decided from the events of each call (the cart event's lines); NULL is everyone. A shopper outside
-- the audience gets the experience's baseline. The seed writes it; the admin call may change it.
ALTER TABLE decision_experiences ADD COLUMN audience TEXT;
