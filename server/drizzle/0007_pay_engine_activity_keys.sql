ALTER TABLE "pay_account_activities" DROP CONSTRAINT "pay_account_activities_pay_account_id_pay_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "pay_account_activities" DROP CONSTRAINT "pay_account_activities_pay_account_rule_id_pay_account_rules_id_fk";
--> statement-breakpoint
ALTER TABLE "pay_account_activities" DROP CONSTRAINT "pay_account_activities_realised_watch_id_realised_watches_id_fk";
