import { sql } from 'drizzle-orm';
import type { AppContext } from '../src/server/lib/context';
import { queryRows } from '../src/server/lib/sql';
import { listMatches } from '../src/server/modules/matches/matches.service';
import type { Actor } from '../src/server/plugins/auth';
import { DEMO_EMAIL_DOMAIN } from './generate';

/** Members offered per plan, and how many candidates per plan are tried to find them. */
const SIGN_INS_PER_PLAN = 3;
const CANDIDATES_PER_PLAN = 30;

export type SignInCandidate = {
  id: string;
  role: Actor['role'];
  email: string;
  registration_no: string;
  first_name: string;
  gender: string;
  plan_expires_at: Date | null;
};

/**
 * True when member `r`'s first page of mutual matches (the page they land on) shows what the ranking
 * does (decision 020): at least 6 cards, with at least 3 different scores among the first 6 (the ones seen
 * first). Uses the real listMatches.
 */
async function showsRanking(ctx: AppContext, r: SignInCandidate): Promise<boolean> {
  const actor: Actor = {
    id: r.id,
    role: r.role,
    status: 'active',
    registrationNo: r.registration_no,
    planExpiresAt: r.plan_expires_at,
    gender: r.gender,
  };
  const { members } = await listMatches(ctx, actor, { tab: 'mutual', page: 1, pageSize: 12 });
  return members.length >= 6 && new Set(members.slice(0, 6).map((m) => m.score)).size >= 3;
}

/**
 * The demo members `npm run seed:demo` offers for sign-in: three of each plan. Within a plan it offers members
 * whose matches page shows the ranking at work (showsRanking): a member who ranks by one nice-to-have,
 * or none, sees most cards at the same score, which reads like the constant score decision 020 removed.
 * Candidates are tried oldest account first, so the list is the same for the same seed; when too few
 * qualify, the first candidates fill the list.
 */
export async function demoSignIns(ctx: AppContext): Promise<SignInCandidate[]> {
  const candidates = await queryRows<SignInCandidate>(
    ctx.db,
    sql`select id, role, email, registration_no, first_name, gender, plan_expires_at from (
          select u.id, u.role, u.email, u.registration_no, u.plan_expires_at, p.first_name, p.gender,
                 row_number() over (partition by u.role order by u.created_at) as n
          from users u join profiles p on p.user_id = u.id
          where u.email like ${`%@${DEMO_EMAIL_DOMAIN}`} and u.status = 'active'
            and (u.plan_expires_at is null or u.plan_expires_at > now())) s
        where n <= ${CANDIDATES_PER_PLAN}
        order by array_position(array['FreeUser','SilverUser','PremiumUser','Assistance'], role), n`,
  );
  const rows: SignInCandidate[] = [];
  for (const role of new Set(candidates.map((c) => c.role))) {
    const ofPlan = candidates.filter((c) => c.role === role);
    const chosen: SignInCandidate[] = [];
    for (const c of ofPlan) {
      if (chosen.length === SIGN_INS_PER_PLAN) break;
      if (await showsRanking(ctx, c)) chosen.push(c);
    }
    for (const c of ofPlan) if (chosen.length < SIGN_INS_PER_PLAN && !chosen.includes(c)) chosen.push(c);
    rows.push(...chosen.sort((a, b) => a.registration_no.localeCompare(b.registration_no)));
  }
  return rows;
}
