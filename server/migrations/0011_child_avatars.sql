-- Issue 19: a picture of her own. Every child gets a picture of the shipped set (contract/src/avatars.ts),
-- and no two children of a section share one while the set lasts. A trigger keeps the rule for every way a
-- child is written (added, taken in from unassigned, moved by a reassignment, the demo seed), so no code path
-- can forget it. The keys below must equal the contract's AVATAR_KEYS (avatars.test.ts checks it); adding a
-- picture means a new migration that replaces aralin_avatar_keys().
CREATE OR REPLACE FUNCTION aralin_avatar_keys() RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['cat', 'dog', 'rabbit', 'bear', 'panda', 'lion', 'tiger', 'monkey', 'pig', 'cow', 'frog', 'owl', 'chick',
    'penguin', 'fox', 'elephant', 'mouse', 'koala', 'turtle', 'fish', 'whale', 'ladybug', 'bee', 'butterfly', 'snail',
    'octopus', 'crab', 'carabao', 'apple', 'banana', 'mango', 'orange', 'strawberry', 'watermelon', 'pineapple', 'grapes',
    'cherries', 'pear', 'ball', 'kite', 'star', 'moon', 'sun', 'rocket', 'boat', 'umbrella', 'balloon', 'car', 'drum',
    'cupcake', 'icecream', 'sunflower', 'tree', 'rainbow']::text[]
$$;
--> statement-breakpoint
-- Children already in the database: different pictures within each section, in id order, shifted per section
-- so that neighbouring classes don't all start with the same one.
UPDATE students AS s
SET avatar = (aralin_avatar_keys())[1 + ((r.rn + coalesce(s.section_id, 0) * 7) % cardinality(aralin_avatar_keys()))]
FROM (SELECT id, row_number() OVER (PARTITION BY section_id ORDER BY id) - 1 AS rn FROM students) AS r
WHERE r.id = s.id AND s.avatar IS NULL;
--> statement-breakpoint
-- Keeps a child's picture unless another child of the same section has it (or it is unknown); then picks the
-- picture fewest children of that section have, at random among those. One pick at a time per section
-- (an advisory lock), so two children added at once never draw the same picture.
CREATE OR REPLACE FUNCTION students_pick_avatar() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  chosen text;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.section_id IS NOT DISTINCT FROM OLD.section_id AND NEW.avatar IS NOT DISTINCT FROM OLD.avatar THEN
    RETURN NEW;
  END IF;
  IF NEW.section_id IS NULL THEN
    IF NEW.avatar IS NULL OR NOT (NEW.avatar = ANY (aralin_avatar_keys())) THEN
      NEW.avatar := (aralin_avatar_keys())[1 + floor(random() * cardinality(aralin_avatar_keys()))::int];
    END IF;
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('aralin:avatars:' || NEW.section_id, 0));
  IF NEW.avatar = ANY (aralin_avatar_keys()) AND NOT EXISTS (
    SELECT 1 FROM students AS s WHERE s.section_id = NEW.section_id AND s.avatar = NEW.avatar AND s.id <> NEW.id
  ) THEN
    RETURN NEW;
  END IF;
  SELECT k.key INTO chosen
  FROM unnest(aralin_avatar_keys()) AS k(key)
  LEFT JOIN students AS s ON s.section_id = NEW.section_id AND s.avatar = k.key AND s.id <> NEW.id
  GROUP BY k.key
  ORDER BY count(s.id), random()
  LIMIT 1;
  NEW.avatar := chosen;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER students_avatar BEFORE INSERT OR UPDATE OF section_id, avatar ON students
FOR EACH ROW EXECUTE FUNCTION students_pick_avatar();
