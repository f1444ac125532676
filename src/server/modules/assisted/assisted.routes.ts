import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../shared/messages';
import { USER_AREA_ROLES } from '../../../shared/roles';
import {
  assignInput,
  assignmentsSchema,
  assistedOfferSchema,
  assistRequestInput,
  assistRequestSchema,
  assistSettingsInput,
  candidateInput,
  declineInput,
  managerInterestInput,
  managerProfileInput,
  memberAssistedSchema,
  myMembersSchema,
  noteInput,
  offlineInput,
  priceInput,
  requestListQuery,
  staffRequestListSchema,
  workspaceMemberSchema,
} from '../../../shared/schemas/assisted';
import { envelope, pagedList, regNoParam, str } from '../../../shared/schemas/common';
import { memberCardSchema, searchQuerySchema } from '../../../shared/schemas/members';
import { interestStateSchema } from '../../../shared/schemas/relation';
import { ok, okPage } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { actorOf, requireAuth } from '../../plugins/auth';
import {
  addCandidate,
  addNote,
  approveSuggestion,
  assignManager,
  assistedOffer,
  closeRequest,
  declineSuggestion,
  listAssignments,
  listRequests,
  managerProfile,
  markFollowUpDone,
  memberAssisted,
  myMembers,
  priceRequest,
  recordRequestPayment,
  requestAssistance,
  saveManagerProfile,
  searchForMember,
  sendInterestFor,
  setMemberSettings,
  workspaceMember,
} from './assisted.service';

const idParam = z.object({ id: z.uuid() });
const okSchema = envelope({});

/**
 * The assisted service (docs/assisted-service.md): the offer (public), the member's side (/api/user/assisted),
 * the desk and the manager's workspace (/api/admin/assisted, `assistance` permission in STAFF_ROUTES).
 */
export const assistedRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const member = requireAuth(ctx, { roles: USER_AREA_ROLES });
    const mayAsk = requireAuth(ctx, { roles: USER_AREA_ROLES, allowInactive: true });
    const staff = requireAuth(ctx, { roles: ['Admin'] });

    app.get('/api/assisted/offer', { schema: { response: { 200: assistedOfferSchema } } }, async () =>
      ok({ offer: await assistedOffer(ctx.db) }),
    );

    // ---- the member
    app.post(
      '/api/user/assisted/request',
      {
        preHandler: mayAsk,
        schema: { body: assistRequestInput, response: { 201: envelope({ request: assistRequestSchema }) } },
      },
      async (req, reply) => {
        const request = await requestAssistance(ctx, actorOf(req), req.body);
        reply.code(201);
        return ok({ request }, MSG.assistRequested);
      },
    );
    app.get(
      '/api/user/assisted',
      { preHandler: mayAsk, schema: { response: { 200: memberAssistedSchema } } },
      async (req) => ok(await memberAssisted(ctx, actorOf(req))),
    );
    app.put(
      '/api/user/assisted/settings',
      { preHandler: member, schema: { body: assistSettingsInput, response: { 200: okSchema } } },
      async (req) => {
        await setMemberSettings(ctx, actorOf(req), req.body.may_send_interests);
        return ok({}, MSG.assistSaved);
      },
    );
    app.post(
      '/api/user/assisted/suggestions/:id/approve',
      {
        preHandler: member,
        schema: { params: idParam, response: { 200: envelope({ interest: interestStateSchema }) } },
      },
      async (req) =>
        ok({ interest: await approveSuggestion(ctx, actorOf(req), req.params.id) }, MSG.interestSent),
    );
    app.post(
      '/api/user/assisted/suggestions/:id/decline',
      { preHandler: member, schema: { params: idParam, body: declineInput, response: { 200: okSchema } } },
      async (req) => {
        await declineSuggestion(ctx, actorOf(req), req.params.id, req.body.reason);
        return ok({}, MSG.assistSaved);
      },
    );

    // ---- the desk
    app.get(
      '/api/admin/assisted/requests',
      {
        preHandler: staff,
        schema: { querystring: requestListQuery, response: { 200: staffRequestListSchema } },
      },
      async (req) => ok(await listRequests(ctx, req.query)),
    );
    app.post(
      '/api/admin/assisted/requests/:id/price',
      { preHandler: staff, schema: { params: idParam, body: priceInput, response: { 200: okSchema } } },
      async (req) => {
        await priceRequest(ctx, actorOf(req), req.params.id, req.body.amount_paise);
        return ok({}, MSG.assistPriced);
      },
    );
    app.post(
      '/api/admin/assisted/requests/:id/offline',
      { preHandler: staff, schema: { params: idParam, body: offlineInput } },
      async (req) => {
        const payment = await recordRequestPayment(ctx, actorOf(req), req.params.id, req.body);
        return ok({ payment }, 'Payment recorded and the plan applied');
      },
    );
    app.post(
      '/api/admin/assisted/requests/:id/close',
      { preHandler: staff, schema: { params: idParam, response: { 200: okSchema } } },
      async (req) => {
        await closeRequest(ctx, actorOf(req), req.params.id);
        return ok({}, MSG.assistRequestClosedDone);
      },
    );
    app.get(
      '/api/admin/assisted/assignments',
      { preHandler: staff, schema: { response: { 200: assignmentsSchema } } },
      async () => ok(await listAssignments(ctx)),
    );
    app.put(
      '/api/admin/assisted/members/:registrationNo/manager',
      { preHandler: staff, schema: { params: regNoParam, body: assignInput, response: { 200: okSchema } } },
      async (req) => {
        await assignManager(ctx, actorOf(req), req.params.registrationNo, req.body.manager_id);
        return ok({}, req.body.manager_id ? MSG.assistAssigned : MSG.assistUnassigned);
      },
    );

    // ---- the manager
    const profileShape = envelope({ profile: z.object({ working_hours: str(), phone: str() }) });
    app.get(
      '/api/admin/assisted/profile',
      { preHandler: staff, schema: { response: { 200: profileShape } } },
      async (req) => ok({ profile: await managerProfile(ctx.db, actorOf(req).id) }),
    );
    app.put(
      '/api/admin/assisted/profile',
      { preHandler: staff, schema: { body: managerProfileInput, response: { 200: profileShape } } },
      async (req) => ok({ profile: await saveManagerProfile(ctx, actorOf(req), req.body) }, MSG.assistSaved),
    );
    app.get(
      '/api/admin/assisted/mine',
      { preHandler: staff, schema: { response: { 200: myMembersSchema } } },
      async (req) => ok(await myMembers(ctx, actorOf(req))),
    );
    app.get(
      '/api/admin/assisted/mine/:registrationNo',
      { preHandler: staff, schema: { params: regNoParam, response: { 200: workspaceMemberSchema } } },
      async (req) => ok(await workspaceMember(ctx, actorOf(req), req.params.registrationNo)),
    );
    app.post(
      '/api/admin/assisted/mine/:registrationNo/notes',
      { preHandler: staff, schema: { params: regNoParam, body: noteInput, response: { 201: okSchema } } },
      async (req, reply) => {
        await addNote(ctx, actorOf(req), req.params.registrationNo, req.body);
        reply.code(201);
        return ok({}, MSG.assistNoteSaved);
      },
    );
    app.post(
      '/api/admin/assisted/notes/:id/done',
      { preHandler: staff, schema: { params: idParam, response: { 200: okSchema } } },
      async (req) => {
        await markFollowUpDone(ctx, actorOf(req), req.params.id);
        return ok({}, MSG.assistSaved);
      },
    );
    app.get(
      '/api/admin/assisted/mine/:registrationNo/search',
      {
        preHandler: staff,
        schema: {
          params: regNoParam,
          querystring: searchQuerySchema,
          response: { 200: pagedList('members', memberCardSchema, { total_capped: z.boolean() }) },
        },
      },
      async (req) => {
        const r = await searchForMember(ctx, actorOf(req), req.params.registrationNo, req.query);
        return okPage(r, req.query);
      },
    );
    for (const [path, status] of [
      ['shortlist', 'shortlisted'],
      ['suggestions', 'suggested'],
    ] as const) {
      app.post(
        `/api/admin/assisted/mine/:registrationNo/${path}`,
        {
          preHandler: staff,
          schema: { params: regNoParam, body: candidateInput, response: { 201: okSchema } },
        },
        async (req, reply) => {
          await addCandidate(ctx, actorOf(req), req.params.registrationNo, req.body, status);
          reply.code(201);
          return ok({}, status === 'suggested' ? MSG.assistSuggested : MSG.assistSaved);
        },
      );
    }
    app.post(
      '/api/admin/assisted/mine/:registrationNo/interests',
      {
        preHandler: staff,
        schema: {
          params: regNoParam,
          body: managerInterestInput,
          response: { 201: envelope({ interest: interestStateSchema }) },
        },
      },
      async (req, reply) => {
        const interest = await sendInterestFor(ctx, actorOf(req), req.params.registrationNo, req.body);
        reply.code(201);
        return ok({ interest }, MSG.interestSent);
      },
    );
  };
