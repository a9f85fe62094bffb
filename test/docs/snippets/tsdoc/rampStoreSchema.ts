import { writeFileSync } from 'node:fs';
import { rampStoreSchema } from 'naira-ramp/server';

// Once, for your own migration tool: the script migrateRampStore runs, under the prefix you will
// give createPostgresStore too. Running it again changes nothing.
writeFileSync('db/migrations/20260301000000_naira_ramp.sql', rampStoreSchema({ prefix: 'shop_ramp_' }));
