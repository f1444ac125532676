/**
 * Success stories (decision 160, docs/success-stories.md): who may do what with a "We found our match"
 * record, and when its story is shown to the public. Pure functions over the loaded row.
 */

/** The facts of one success record the rules read. */
export type StoryFacts = {
  memberId: string;
  partnerId: string | null;
  /** 'none' (no partner named), 'pending', 'confirmed' or 'declined'. */
  partnerState: string;
  memberConsent: boolean;
  partnerConsent: boolean;
  story: string;
  /** 'none', 'pending', 'approved' or 'rejected'. */
  review: string;
  withdrawn: boolean;
};

/** The side `userId` takes in the record: the member who marked it, the confirmed partner, or none. */
export function storySide(f: StoryFacts, userId: string): 'member' | 'partner' | null {
  if (f.memberId === userId) return 'member';
  if (f.partnerId === userId && f.partnerState === 'confirmed') return 'partner';
  return null;
}

/** True when `userId` is the named partner who has not answered yet (may confirm or decline). */
export function mayAnswerAsPartner(f: StoryFacts, userId: string): boolean {
  return f.partnerId === userId && f.partnerState === 'pending';
}

/**
 * True when the story may be published: it has a text, it is not withdrawn, the member agreed, and a
 * confirmed partner agreed too (a partner still asked to confirm holds it back; a declined one does not).
 */
export function storyAgreed(f: StoryFacts): boolean {
  if (f.withdrawn || !f.memberConsent || f.story.trim() === '') return false;
  if (f.partnerState === 'pending') return false;
  return f.partnerState !== 'confirmed' || f.partnerConsent;
}

/** True when the story waits for staff: agreed by everyone in it and not yet approved or rejected. */
export function storyAwaitsReview(f: StoryFacts): boolean {
  return storyAgreed(f) && f.review === 'pending';
}

/**
 * True when the public sees the story (home page member section, /about): agreed by everyone in it and
 * approved by staff. A withdrawal by either member ends it at once (decision 160).
 */
export function storyIsPublic(f: StoryFacts): boolean {
  return storyAgreed(f) && f.review === 'approved';
}
