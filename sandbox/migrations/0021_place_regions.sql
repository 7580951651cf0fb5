-- Stores and collection points name their state or province where the country's addresses do
-- (Denver, CO 80202), so the storefront can print them in the country's order.
ALTER TABLE stores ADD COLUMN region TEXT;
ALTER TABLE collection_points ADD COLUMN region TEXT;
