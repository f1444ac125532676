import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_KINDS, allAuditActions } from './audit-actions';
import { flatten } from './i18n/catalogue';
import { CATALOGUES } from './i18n/catalogues';
import { LANGUAGES } from './i18n/languages';

// docs/moderation.md#audit-trail: staff read every audit action by its label, in English and Kannada.
describe('audit actions', () => {
  for (const lang of LANGUAGES) {
    it(`each action and kind has a label in ${lang}, and no label names an action that is not recorded`, () => {
      const keys = flatten(CATALOGUES[lang].admin as Record<string, unknown>);
      const labels = Object.keys(keys).filter((k) => k.startsWith('audit.action.'));
      const actions = allAuditActions();
      expect(labels.sort()).toEqual(actions.map((a) => `audit.action.${a}`).sort());
      for (const a of actions) expect(keys[`audit.action.${a}`], a).toMatch(/\S/);
      for (const k of AUDIT_KINDS) expect(keys[`audit.kinds.${k}`], k).toMatch(/\S/);
    });
  }

  it('names each action once', () => {
    const all = allAuditActions();
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain('photo.approved');
    expect(AUDIT_ACTIONS.assisted).toContain('suggested');
  });
});
