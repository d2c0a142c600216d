import { api } from '../../lib/api';
import { saveDownload } from '../../lib/download';
import type { VersionedStatement } from '../review/api';

/** How a rule compares a row's description (case and spacing ignored). */
export type RuleMatch = 'contains' | 'starts_with' | 'equals' | 'regex';

/** What POST/PUT /api/rules take (libs/contracts BookRuleBody). Amounts are signed: money out is negative. */
export type RuleBody = {
  match: RuleMatch;
  pattern: string;
  amountMin: number | null;
  amountMax: number | null;
  payee: string | null;
  category: string | null;
};

/** A rule as GET /api/rules lists it. */
export type Rule = RuleBody & { id: string; createdAt: string; updatedAt: string };

/** POST /api/documents/{id}/apply-rules: the review state after, and how many rows changed. */
export type AppliedRules = VersionedStatement & { changed: number };

export const rulesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listRules: build.query<Rule[], void>({
      query: () => 'rules',
      providesTags: ['Rule'],
    }),
    createRule: build.mutation<Rule, RuleBody>({
      query: (body) => ({ url: 'rules', method: 'POST', body }),
      invalidatesTags: ['Rule'],
    }),
    updateRule: build.mutation<Rule, { id: string; body: RuleBody }>({
      query: ({ id, body }) => ({ url: `rules/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: ['Rule'],
    }),
    deleteRule: build.mutation<void, string>({
      query: (id) => ({ url: `rules/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Rule'],
    }),
    // The file goes to the browser's downloads; only its name reaches the store.
    downloadRules: build.mutation<{ fileName: string }, void>({
      query: () => ({ url: 'rules/export', responseHandler: saveDownload('bankxl-rules.json') }),
    }),
    // The user's rules applied again to one document: the next saved version (undoable like a re-read).
    applyRules: build.mutation<AppliedRules, { id: string; version: number }>({
      query: ({ id, version }) => ({ url: `documents/${encodeURIComponent(id)}/apply-rules`, method: 'POST', body: { version } }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Document', id: 'LIST' },
        { type: 'Document', id },
        { type: 'Document', id: `history:${id}` },
      ],
    }),
  }),
});

export const { useListRulesQuery, useCreateRuleMutation, useUpdateRuleMutation, useDeleteRuleMutation, useDownloadRulesMutation, useApplyRulesMutation } = rulesApi;
