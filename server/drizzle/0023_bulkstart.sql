DROP INDEX "pay_account_activities_account_idx";--> statement-breakpoint
DROP INDEX "pay_account_activities_watch_idx";--> statement-breakpoint
/* 
    Unfortunately in current drizzle-kit version we can't automatically get name for primary key.
    We are working on making it available!

    Meanwhile you can:
        1. Check pk name in your database, by running
            SELECT constraint_name FROM information_schema.table_constraints
            WHERE table_schema = 'public'
                AND table_name = 'pay_account_activities'
                AND constraint_type = 'PRIMARY KEY';
        2. Uncomment code below and paste pk name manually
        
    Hope to release this update as soon as possible
*/

-- ALTER TABLE "pay_account_activities" DROP CONSTRAINT "<constraint_name>";
--> statement-breakpoint
-- hand-written: drizzle-kit cannot name the primary key it drops (the comment above); PostgreSQL named it so.
ALTER TABLE "pay_account_activities" DROP CONSTRAINT "pay_account_activities_pkey";
