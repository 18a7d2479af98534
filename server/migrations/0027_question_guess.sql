-- The chance of a right answer by guessing, from a question's shape (issue 11: stored, not computed from the
-- jsonb on every play call). As play.model.ts guessChance: matching 1 / pairs!, multiple choice 1 / C(choices,
-- right) with at least one right, anything else 0. Immutable: it reads only its argument.
CREATE FUNCTION question_guess(d jsonb) RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE
    WHEN jsonb_typeof(d->'pairs') = 'array' THEN 1.0 / factorial(greatest(1, jsonb_array_length(d->'pairs')))
    WHEN jsonb_typeof(d->'choices') = 'array' AND jsonb_array_length(d->'choices') > 0 THEN (
      SELECT factorial(k) * factorial(n - k) / factorial(n)
      FROM (SELECT n, least(n, greatest(1, jsonb_array_length(
          jsonb_path_query_array(d, '$.choices[*] ? (@.isCorrect == true || @.isCorrect == "true")'))))::int AS k
        FROM (SELECT jsonb_array_length(d->'choices') AS n) c) x)
    ELSE 0 END)::double precision
$$;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "guess" double precision GENERATED ALWAYS AS (question_guess(extra_data)) STORED;
