-- A variant can be taken off sale (discontinued, recalled, not sold online any more) without
-- leaving the catalogue: baskets that hold it then report ProductItemNotAvailable and place order
-- answers ORD430. Set by merchandisers; in the sandbox through PUT /__admin/variants/{sku}.
ALTER TABLE variants ADD COLUMN online INTEGER NOT NULL DEFAULT 1;
