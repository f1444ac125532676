-- Decision 190 (docs/conversations.md#real-time): a conversation that ends reaches the open tabs at once.
-- Every way a conversation ends changes one of two facts: the other member leaves every list
-- (profiles.listed true -> false: a deactivation, a hidden profile, a deletion request, erasure, a
-- found match) or the accepted interest between the two goes (a block withdraws it, or a withdrawal).
-- Row triggers on those two facts NOTIFY the conversations channel in the changing transaction, so
-- listeners hear it after commit, whichever code path made the change. Payloads carry ids only.
CREATE OR REPLACE FUNCTION conversations_ended_by_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('conversations', json_build_object(
      'k', 'e', 'c', cv.id,
      'to', json_build_array(CASE WHEN cv.member_a = NEW.user_id THEN cv.member_b ELSE cv.member_a END))::text)
    FROM conversations cv
    WHERE cv.member_a = NEW.user_id OR cv.member_b = NEW.user_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_conversations_ended AFTER UPDATE OF listed ON profiles
  FOR EACH ROW WHEN (OLD.listed AND NOT NEW.listed) EXECUTE FUNCTION conversations_ended_by_profile();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION conversations_ended_by_interest() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('conversations', json_build_object(
      'k', 'e', 'c', cv.id, 'to', json_build_array(cv.member_a, cv.member_b))::text)
    FROM conversations cv
    WHERE ((cv.member_a = NEW.sender_id AND cv.member_b = NEW.receiver_id)
        OR (cv.member_a = NEW.receiver_id AND cv.member_b = NEW.sender_id))
      AND NOT EXISTS (SELECT 1 FROM interests i WHERE i.status = 'accepted'
        AND ((i.sender_id = cv.member_a AND i.receiver_id = cv.member_b)
          OR (i.sender_id = cv.member_b AND i.receiver_id = cv.member_a)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER interests_conversations_ended AFTER UPDATE OF status ON interests
  FOR EACH ROW WHEN (OLD.status = 'accepted' AND NEW.status <> 'accepted')
  EXECUTE FUNCTION conversations_ended_by_interest();
