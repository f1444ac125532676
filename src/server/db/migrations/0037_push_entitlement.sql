-- Push to the member's devices (SPEC §9 Silver "mobile application access", decision 208): the plans that
-- sell the app (Silver, and Premium and Assisted Service, which include all Silver features) get the new
-- entitlement; Free does not. A row that already has the key (staff set it) is left as it is.
UPDATE "plans" SET "entitlements" = "entitlements" || jsonb_build_object('pushNotifications', "code" <> 'FreeUser') WHERE NOT ("entitlements" ? 'pushNotifications');
