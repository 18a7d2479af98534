-- Issue 19: the early end of a session ("4 of the last 5 first tries right") is 'doing_well', not 'mastery',
-- so it never contradicts mastery_achieved. Stored end data (session state, attempt results) follow.
UPDATE play_sessions SET end_reason = 'doing_well' WHERE end_reason = 'mastery';
--> statement-breakpoint
UPDATE play_sessions SET state = jsonb_set(state, '{end,end_reason}', '"doing_well"') WHERE state->'end'->>'end_reason' = 'mastery';
--> statement-breakpoint
UPDATE attempts SET result = jsonb_set(result, '{end_reason}', '"doing_well"') WHERE result->>'end_reason' = 'mastery';
