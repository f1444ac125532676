-- Decision 095: the planner's row estimates for the search filters that go together in a community.
-- A caste lives mostly in one state and speaks one mother tongue (Iyer and Iyengar in Tamil Nadu, Havyaka
-- in Karnataka), and a city names its state. Without these statistics PostgreSQL multiplies the
-- selectivities as if they were independent (530 rows estimated for "Iyer or Iyengar, Tamil Nadu" at
-- 10,00,000 members, 6,913 found), sorts every match instead of walking the recency index and
-- stopping at the page's 20: 7,292 buffers instead of 555 a page. ANALYZE (autovacuum) keeps them.
CREATE STATISTICS IF NOT EXISTS "profiles_caste_state_stats" (mcv, dependencies) ON "caste", "state" FROM "profiles";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "profiles_caste_tongue_stats" (mcv, dependencies) ON "caste", "mother_tongue" FROM "profiles";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "profiles_state_city_stats" (mcv, dependencies) ON "state", "city" FROM "profiles";--> statement-breakpoint
ANALYZE "profiles";
