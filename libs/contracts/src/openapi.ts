/**
 * The public API's OpenAPI 3.1 document: served at /api/v1/openapi.json by the gateway, rendered on
 * /developers, and every /api/v1 answer the system tests see is checked against it
 * (deploy/local/test/openapi-conformance.ts). The key-management routes (/api/keys) are listed too:
 * integrators create their keys there (with a session, on the profile page).
 */
/** The default chart's category ids (libs/statement books/categories.ts; a test there keeps the two equal). */
export const BOOK_CATEGORY_IDS = [
  'income', 'card_settlements', 'payroll', 'transfers', 'fees', 'interest', 'rent', 'utilities', 'subscriptions', 'travel', 'meals', 'groceries', 'fuel',
  'insurance', 'taxes', 'loans', 'cash', 'shopping', 'health', 'purchases', 'direct_debits', 'refunds', 'other', 'uncategorised',
] as const;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json(ref('Error')) });
const uuidParam = (name: string, description: string) => ({ name, in: 'path', required: true, description, schema: { type: 'string' } });
const nullable = (schema: Record<string, unknown>) => ({ anyOf: [schema, { type: 'null' }] });

const keyErrors = {
  '401': error('No API key, or a key that is not valid or was revoked.'),
  '429': error('Too many requests with this key (per key per minute, shared by every server). See Retry-After.'),
  '503': error('A service this request needs is briefly unavailable. See Retry-After.'),
};
const sessionErrors = { '401': error('Not signed in (a session token, not an API key).') };

export const openApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'bankxl public API',
    version: '1.0.0',
    description:
      'Convert PDF bank statements into structured data. Authenticate with `Authorization: Bearer <API key>` ' +
      '(create keys on your profile page). Conversions are asynchronous: POST answers 202 with ids; poll GET, ' +
      'or register a webhook. Each page costs one credit, charged when a file succeeds. POSTs accept an ' +
      '`Idempotency-Key` header: the same key with the same request gets the first answer again, with a ' +
      'different request 409.\n\nWebhook deliveries are POSTs of JSON with the header ' +
      '`X-Bankxl-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the webhook secret>`. ' +
      'Compute the HMAC over the raw body bytes, compare in constant time, and refuse timestamps older than ' +
      'five minutes (replays). A delivery not answered with 2xx is retried with exponential backoff; ' +
      '`X-Bankxl-Delivery` stays the same across retries of one delivery and the body `id` names the event.',
  },
  servers: [{ url: '/' }],
  components: {
    securitySchemes: {
      apiKey: { type: 'http', scheme: 'bearer', description: 'An API key (bxl_…)' },
      session: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A signed-in session (the web app)' },
    },
    schemas: {
      Error: {
        type: 'object',
        required: ['message', 'code'],
        properties: { message: { type: 'string' }, code: { type: 'string' } },
      },
      CreatedApiKey: {
        type: 'object',
        required: ['id', 'name', 'key', 'lastFour'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', format: 'uuid' },
          name: { type: 'string' },
          key: { type: 'string', description: 'The key itself: shown in this answer only.' },
          lastFour: { type: 'string' },
        },
      },
      ApiKey: {
        type: 'object',
        required: ['id', 'name', 'lastFour', 'createdAt', 'lastUsedAt'],
        additionalProperties: false,
        properties: {
          id: { type: 'string' },
          name: { type: 'string' },
          lastFour: { type: 'string', minLength: 4, maxLength: 4 },
          createdAt: { type: 'string', format: 'date-time' },
          lastUsedAt: nullable({ type: 'string', format: 'date-time' }),
        },
      },
      ConversionStatus: { type: 'string', enum: ['queued', 'running', 'completed', 'failed'] },
      ConversionProgress: {
        type: 'object',
        description: 'A `progress` event of POST /api/convert: the step, pages read of the pages read in all, the page being read and whether by OCR.',
        required: ['state', 'pagesDone', 'pagesTotal', 'page', 'ocr'],
        additionalProperties: false,
        properties: {
          state: { type: 'string', enum: ['reading', 'checking', 'writing', 'saving'], description: 'From `saving` on the conversion is charged and finishes even if the request is closed.' },
          pagesDone: { type: 'integer', minimum: 0 },
          pagesTotal: { type: 'integer', minimum: 1 },
          page: nullable({ type: 'integer', minimum: 1 }),
          ocr: { type: 'boolean' },
        },
      },
      ConvertStreamDone: {
        type: 'object',
        description: 'The `done` event of POST /api/convert.',
        required: ['fileName', 'pages', 'nextAvailable', 'storedFilename', 'resultToken', 'documentId', 'workbookBase64'],
        properties: {
          fileName: { type: 'string' },
          pages: { type: 'integer' },
          nextAvailable: nullable({ type: 'string', format: 'date-time' }),
          storedFilename: nullable({ type: 'string' }),
          resultToken: { type: 'string' },
          documentId: nullable({ type: 'string' }),
          workbookBase64: { type: 'string', contentEncoding: 'base64' },
        },
      },
      AcceptedConversions: {
        type: 'object',
        required: ['conversions'],
        additionalProperties: false,
        properties: {
          conversions: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['id', 'filename', 'status'],
              additionalProperties: false,
              properties: { id: { type: 'string', format: 'uuid' }, filename: { type: 'string' }, status: ref('ConversionStatus') },
            },
          },
        },
      },
      Conversion: {
        type: 'object',
        required: ['id', 'filename', 'status', 'createdAt', 'completedAt', 'pages', 'error', 'statement', 'downloads'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', format: 'uuid' },
          filename: { type: 'string' },
          status: ref('ConversionStatus'),
          createdAt: { type: 'string', format: 'date-time' },
          completedAt: nullable({ type: 'string', format: 'date-time' }),
          pages: nullable({ type: 'integer', minimum: 1 }),
          error: nullable({ type: 'object', required: ['code', 'message'], properties: { code: { type: 'string' }, message: { type: 'string' } } }),
          statement: nullable(ref('Statement')),
          downloads: nullable({
            type: 'object',
            required: ['xlsx', 'json'],
            additionalProperties: false,
            properties: { xlsx: { type: 'string' }, json: { type: 'string' } },
          }),
        },
      },
      Statement: {
        type: 'object',
        description: 'The statement as read: amounts are signed numbers (money out negative); unknown values are null.',
        required: ['pages', 'accounts', 'warnings'],
        properties: {
          pages: { type: 'integer' },
          warnings: { type: 'array' },
          accounts: {
            type: 'array',
            items: {
              type: 'object',
              required: ['accountNumber', 'currency', 'openingBalance', 'closingBalance', 'periodStart', 'periodEnd', 'transactions', 'checks'],
              properties: {
                accountNumber: nullable({ type: 'string' }),
                currency: nullable({ type: 'string' }),
                name: nullable({ type: 'string' }),
                openingBalance: nullable({ type: 'number' }),
                closingBalance: nullable({ type: 'number' }),
                periodStart: nullable({ type: 'string' }),
                periodEnd: nullable({ type: 'string' }),
                transactions: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['date', 'description', 'amount', 'balance'],
                    properties: {
                      date: nullable({ type: 'string' }),
                      description: { type: 'string' },
                      amount: { type: 'number' },
                      balance: nullable({ type: 'number' }),
                      page: { type: 'integer' },
                      payee: { type: 'string', description: 'Who the row was with, cleaned from the description ("Blue Bottle Coffee"); a person\'s correction is kept.' },
                      category: {
                        type: 'string',
                        enum: BOOK_CATEGORY_IDS,
                        description: 'What the row is booked to, from the default chart (uncategorised when nothing in the row tells).',
                      },
                      transfer: {
                        type: 'object',
                        description:
                          'Set when the row is one side of a transfer between the holder\'s own accounts (found among a batch\'s statements, or the ' +
                          'user\'s documents of the same period; computed when read, never stored): the other side\'s account, date and signed amount. ' +
                          'Such a row is booked to transfers unless a person chose another category.',
                        required: ['account', 'date', 'amount'],
                        properties: { account: { type: 'string' }, date: { type: 'string' }, amount: { type: 'number' } },
                      },
                      box: {
                        type: 'object',
                        description: 'Where the row was read: its box on page `page`, in PDF points from the top left corner. Absent on rows a person inserted.',
                        required: ['page', 'x0', 'y0', 'x1', 'y1'],
                        properties: { page: { type: 'integer' }, x0: { type: 'number' }, y0: { type: 'number' }, x1: { type: 'number' }, y1: { type: 'number' } },
                      },
                    },
                  },
                },
                checks: {
                  type: 'object',
                  required: ['verdict'],
                  properties: { verdict: { type: 'string', enum: ['verified', 'not_verified', 'cannot_verify'] } },
                },
                reading: {
                  type: 'object',
                  description:
                    'How the engine read the account: which date column is the transaction date, each money column\'s role, the sign convention, ' +
                    'day/month order and print order; what confirmed the amounts, the doubts that kept it from being verified, the evidence ' +
                    'with its points, and the runner-up readings (each as the switch that would choose it) with the margin.',
                  properties: {
                    dates: { type: 'object' },
                    columns: { type: 'array', items: { type: 'object', properties: { label: nullable({ type: 'string' }), role: { type: 'string', enum: ['amount', 'debit', 'credit', 'balance', 'other'] } } } },
                    convention: { type: 'string', enum: ['bank', 'card'] },
                    printOrder: { type: 'string', enum: ['oldest_first', 'newest_first'] },
                    summary: { type: 'string' },
                    confirmedBy: { type: 'array', items: { type: 'string' } },
                    doubts: { type: 'array', items: { type: 'string' } },
                    score: { type: 'number' },
                    evidence: { type: 'array', items: { type: 'object' } },
                    alternatives: { type: 'array', items: { type: 'object' } },
                    margin: nullable({ type: 'number' }),
                    switches: {
                      type: 'array',
                      description: 'The one-click changes that fit this table ("Use the other date column as the transaction date"), each with the switch to send to PUT /api/documents/{id}/reading.',
                      items: { type: 'object', required: ['label', 'switch'], properties: { label: { type: 'string' }, switch: ref('ReadingSwitch') } },
                    },
                    forced: { ...ref('ReadingSwitch'), description: 'What the owner chose for this account; the reading is the best one that fits it.' },
                  },
                },
              },
            },
          },
        },
      },
      ReadingSwitch: {
        type: 'object',
        additionalProperties: false,
        description: 'The parts of a reading a person chooses; the engine reads the account the best way that fits them.',
        properties: {
          dateColumn: { type: 'integer', minimum: 0, description: 'Which of the table\'s date columns (0-based) holds the transaction date.' },
          order: { type: 'string', enum: ['day_first', 'month_first'] },
          convention: { type: 'string', enum: ['bank', 'card'], description: 'card: the balance is what is owed; purchases negative, payments positive.' },
          printOrder: { type: 'string', enum: ['oldest_first', 'newest_first'] },
          roles: { type: 'array', items: { type: 'string', enum: ['amount', 'debit', 'credit', 'balance', 'other'] }, description: 'Each money column\'s role, left to right.' },
        },
      },
      BookRuleBody: {
        type: 'object',
        additionalProperties: false,
        required: ['match', 'pattern'],
        description: 'A rule you teach: rows whose description matches get its payee and/or category, over the default ones, in every later conversion.',
        properties: {
          match: { type: 'string', enum: ['contains', 'starts_with', 'equals', 'regex'], description: 'How the description is compared (case and spacing ignored). equals wins over starts_with, which wins over contains and regex; then the longer pattern; then the newer rule.' },
          pattern: { type: 'string', minLength: 1, maxLength: 200, description: 'regex: no back-references, look-arounds or repeated groups that repeat inside (unsafe_pattern).' },
          amountMin: { ...nullable({ type: 'number' }), description: 'Inclusive, on the signed amount: money out is negative.' },
          amountMax: { ...nullable({ type: 'number' }), description: 'Inclusive, on the signed amount: money out is negative.' },
          payee: { ...nullable({ type: 'string', maxLength: 200 }), description: 'The payee it sets; with category, at least one of the two.' },
          category: nullable({ type: 'string', enum: BOOK_CATEGORY_IDS }),
        },
      },
      BookRule: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'match', 'pattern', 'amountMin', 'amountMax', 'payee', 'category', 'createdAt', 'updatedAt'],
        properties: {
          id: { type: 'string', format: 'uuid' },
          match: { type: 'string', enum: ['contains', 'starts_with', 'equals', 'regex'] },
          pattern: { type: 'string' },
          amountMin: nullable({ type: 'number' }),
          amountMax: nullable({ type: 'number' }),
          payee: nullable({ type: 'string' }),
          category: nullable({ type: 'string', enum: BOOK_CATEGORY_IDS }),
          createdAt: { type: 'string', format: 'date-time' },
          updatedAt: { type: 'string', format: 'date-time' },
        },
      },
      WebhookEvent: { type: 'string', enum: ['conversion.completed', 'conversion.failed'] },
      CreatedWebhook: {
        type: 'object',
        required: ['id', 'secret', 'url', 'events'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', format: 'uuid' },
          secret: { type: 'string', description: 'Signs every delivery: shown in this answer only.' },
          url: { type: 'string' },
          events: { type: 'array', items: ref('WebhookEvent') },
        },
      },
      Webhook: {
        type: 'object',
        required: ['id', 'url', 'events', 'createdAt'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', format: 'uuid' },
          url: { type: 'string' },
          events: { type: 'array', items: ref('WebhookEvent') },
          createdAt: { type: 'string', format: 'date-time' },
        },
      },
      WebhookDelivery: {
        type: 'object',
        required: ['id', 'eventId', 'event', 'status', 'attempts', 'lastStatusCode', 'lastError', 'nextAttemptAt', 'createdAt', 'deliveredAt'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', format: 'uuid' },
          eventId: { type: 'string' },
          event: ref('WebhookEvent'),
          status: { type: 'string', enum: ['pending', 'sending', 'delivered', 'failed'] },
          attempts: { type: 'integer', minimum: 0 },
          lastStatusCode: nullable({ type: 'integer' }),
          lastError: nullable({ type: 'string' }),
          nextAttemptAt: nullable({ type: 'string', format: 'date-time' }),
          createdAt: { type: 'string', format: 'date-time' },
          deliveredAt: nullable({ type: 'string', format: 'date-time' }),
        },
      },
      WebhookPayload: {
        type: 'object',
        description: 'The body of a webhook delivery.',
        required: ['id', 'type', 'createdAt', 'data'],
        properties: {
          id: { type: 'string', description: 'The event id: the same in every retry.' },
          type: ref('WebhookEvent'),
          createdAt: { type: 'string', format: 'date-time' },
          data: {
            type: 'object',
            required: ['conversion'],
            properties: {
              conversion: {
                type: 'object',
                required: ['id', 'filename', 'status', 'url'],
                properties: {
                  id: { type: 'string' },
                  filename: { type: 'string' },
                  status: { type: 'string', enum: ['completed', 'failed'] },
                  pages: nullable({ type: 'integer' }),
                  url: { type: 'string', description: 'GET it with your key for the Statement.' },
                },
              },
            },
          },
        },
      },
    },
  },
  paths: {
    '/api/keys': {
      post: {
        summary: 'Create an API key',
        security: [{ session: [] }],
        requestBody: { required: true, ...json({ type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 1, maxLength: 100 } } }) },
        responses: { '201': { description: 'The key, shown once', ...json(ref('CreatedApiKey')) }, '400': error('No name, or too many keys.'), ...sessionErrors },
      },
      get: {
        summary: 'List your API keys (never the keys themselves)',
        security: [{ session: [] }],
        responses: { '200': { description: 'Keys that still work', ...json({ type: 'array', items: ref('ApiKey') }) }, ...sessionErrors },
      },
    },
    '/api/keys/{id}': {
      delete: {
        summary: 'Revoke an API key (it stops working at once)',
        security: [{ session: [] }],
        parameters: [uuidParam('id', 'The key id')],
        responses: { '200': { description: 'Revoked', ...json({ type: 'object', required: ['revoked'], properties: { revoked: { const: true } } }) }, '404': error('No such key of yours.'), ...sessionErrors },
      },
    },
    '/api/documents/{id}/pdf': {
      get: {
        summary: 'The statement PDF of one of your documents, as uploaded (the review page shows it beside the rows)',
        security: [{ session: [] }],
        parameters: [uuidParam('id', 'The document id')],
        responses: {
          '200': {
            description: 'The PDF. Sent with `Cache-Control: private, no-store`.',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
          '404': error('No such document of yours.'),
          '410': error('The document is past the 24-hour retention ("This file has expired.") or was deleted (Delete now: "This file was deleted.").'),
          ...sessionErrors,
        },
      },
    },
    '/api/documents/{id}/first-page': {
      get: {
        summary: 'A picture of the first page of one of your documents (the review page shows it until its PDF is drawn)',
        description: 'JPEG, 1.25 pixels per PDF point (a Letter page is 765 × 990 px), drawn just after the statement was converted (until then, 404).',
        security: [{ session: [] }],
        parameters: [uuidParam('id', 'The document id')],
        responses: {
          '200': {
            description: 'The picture. Sent with `Cache-Control: private, no-store`.',
            content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } },
          },
          '404': error('No such document of yours, or it has no picture (yet): converted before pictures were kept, just converted, or its PDF is protected by a password.'),
          '410': error('The document is past the 24-hour retention ("This file has expired.") or was deleted (Delete now: "This file was deleted.").'),
          ...sessionErrors,
        },
      },
    },
    '/api/convert': {
      post: {
        summary: 'Convert one PDF statement now (the web converter): the workbook, or its progress as server-sent events',
        description:
          'Signed in (a session) it costs one credit per page; anonymous, the first page is free once every 24 hours per client. ' +
          'With `Accept: text/event-stream` the answer, once the engine reads the first page, is a stream of `progress` events ' +
          '(ConversionProgress), then one `done` event (ConvertStreamDone, the workbook in base64) or one `failed` event (the error ' +
          'body and the `status` the plain answer would have had). Refusals found before the first page (not a PDF, the anonymous ' +
          'limit, no credits, too many pages, a password needed) are the plain JSON answers. Closing the request cancels the ' +
          'conversion: the engine stops and nothing is charged, unless the last event said `saving`.',
        security: [{ session: [] }, {}],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['file'],
                properties: { file: { type: 'string', contentMediaType: 'application/pdf' }, password: { type: 'string', description: 'For password-protected PDFs.' } },
              },
            },
          },
        },
        responses: {
          '200': {
            description: 'The workbook (headers Content-Disposition, X-Statement-Pages, X-Result-Token; X-Next-Available when anonymous), or the event stream',
            content: {
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', contentMediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } },
              'text/event-stream': { schema: { type: 'string', description: 'event: progress | done | failed, data: ConversionProgress | ConvertStreamDone | ConvertStreamFailed (JSON)' } },
            },
          },
          '400': error('Not a PDF, unreadable, a password needed or wrong, or no transactions found.'),
          '403': { description: 'No credits left, or the anonymous free conversion is used (then `nextAvailable`, ISO-8601).', ...json(ref('Error')) },
          '413': error('The file or its page count is over the limit.'),
          '422': error('The PDF took too long or too much memory to read; nothing was charged.'),
          '429': error('Too many conversions from this address or client. See Retry-After.'),
          '503': error('The converter is busy. See Retry-After.'),
        },
      },
    },
    '/api/documents/{id}': {
      delete: {
        summary: 'Delete a document now: its PDF, workbooks and stored Statements go at once; it stays listed as deleted',
        description:
          'The same removal retention does after 24 hours, now. Afterwards the document lists with `deleted` and `expired` true, and its ' +
          'downloads and Statement answer 410. Deleting it again answers 204 and changes nothing.',
        security: [{ session: [] }],
        parameters: [uuidParam('id', 'The document id (X-Document-Id of the convert answer)')],
        responses: {
          '204': { description: 'Deleted (or already deleted)' },
          '404': error('No such document of yours: nothing was changed.'),
          '503': error('The files cannot be deleted right now; nothing was changed. See Retry-After.'),
          ...sessionErrors,
        },
      },
    },
    '/api/documents/{id}/reading': {
      put: {
        summary: 'Read a stored statement again with another reading of one account',
        description:
          'Re-reads the stored PDF with the switch forced on the account (and the earlier choices on the document kept), runs the checks again and saves ' +
          'the result as the next version of the document, like a correction: the history lists it and `?original=1` downloads stay the engine\'s first ' +
          'reading. Rows corrected by hand before are replaced by the engine\'s rows. Nothing is charged. Within the 24-hour retention only.',
        security: [{ session: [] }],
        parameters: [uuidParam('id', 'The document id')],
        requestBody: {
          required: true,
          ...json({
            type: 'object',
            required: ['version', 'account', 'switch'],
            additionalProperties: false,
            properties: {
              version: { type: 'integer', minimum: 1, description: 'The version the change is made to (GET /api/documents/{id}/statement).' },
              account: { type: 'integer', minimum: 0, description: 'The account\'s position in `accounts`.' },
              switch: ref('ReadingSwitch'),
            },
          }),
        },
        responses: {
          '200': { description: 'The new version', ...json({ type: 'object', required: ['version', 'statement'], properties: { version: { type: 'integer' }, statement: ref('Statement') } }) },
          '400': error('A malformed change, an account the statement does not have, or a reading that does not fit its table (reading_unavailable).'),
          '404': error('No such document of yours.'),
          '409': error('The document changed since that version (stale_version), the account has no reading, or its PDF needs a password that is not kept.'),
          '410': error('The files are past retention, or were deleted (Delete now).'),
          ...sessionErrors,
        },
      },
    },
    '/api/rules': {
      get: {
        summary: 'List your rules',
        security: [{ session: [] }, { apiKey: [] }],
        responses: { '200': { description: 'Your rules, oldest first', ...json({ type: 'array', items: ref('BookRule') }) }, ...sessionErrors },
      },
      post: {
        summary: 'Create a rule: it applies to every later conversion of yours',
        security: [{ session: [] }, { apiKey: [] }],
        requestBody: { required: true, ...json(ref('BookRuleBody')) },
        responses: {
          '201': { description: 'The rule', ...json(ref('BookRule')) },
          '400': error('invalid_pattern (empty), pattern_too_long (over 200 characters), unsafe_pattern (a regex that does not compile or could run forever: back-references, look-arounds, nested repeats, more than one repeat), invalid_rule (no payee or category, min above max), invalid_input, invalid_json, too_many_rules (500 kept), or too_many_pattern_rules (25 regex rules kept).'),
          ...sessionErrors,
        },
      },
    },
    '/api/rules/export': {
      get: {
        summary: 'Download your rules as a JSON file',
        security: [{ session: [] }, { apiKey: [] }],
        responses: {
          '200': { description: 'An attachment, bankxl-rules.json', ...json({ type: 'object', required: ['exportedAt', 'rules'], properties: { exportedAt: { type: 'string', format: 'date-time' }, rules: { type: 'array', items: ref('BookRule') } } }) },
          ...sessionErrors,
        },
      },
    },
    '/api/rules/{id}': {
      put: {
        summary: 'Change a rule',
        security: [{ session: [] }, { apiKey: [] }],
        parameters: [uuidParam('id', 'The rule id')],
        requestBody: { required: true, ...json(ref('BookRuleBody')) },
        responses: { '200': { description: 'The rule as changed', ...json(ref('BookRule')) }, '400': error('As for POST /api/rules; nothing was changed.'), '404': error('No such rule of yours: nothing was changed.'), ...sessionErrors },
      },
      delete: {
        summary: 'Delete a rule (rows already converted keep what it gave them)',
        security: [{ session: [] }, { apiKey: [] }],
        parameters: [uuidParam('id', 'The rule id')],
        responses: { '204': { description: 'Deleted' }, '404': error('No such rule of yours: nothing was changed.'), ...sessionErrors },
      },
    },
    '/api/documents/{id}/apply-rules': {
      post: {
        summary: 'Apply your rules again to a document: the rows they match take their payee and category, saved as a new version (undo restores)',
        security: [{ session: [] }],
        parameters: [uuidParam('id', 'The document id')],
        requestBody: {
          required: false,
          ...json({ type: 'object', additionalProperties: false, properties: { version: { type: 'integer', minimum: 1, description: 'The version you are looking at; when given and not the current one, 409.' } } }),
        },
        responses: {
          '200': {
            description: 'The review state after: the new version, or the current one unchanged (changed 0) when no row changes',
            ...json({ type: 'object', required: ['version', 'statement', 'changed'], properties: { version: { type: 'integer' }, statement: ref('Statement'), changed: { type: 'integer', minimum: 0, description: 'Rows whose payee or category changed.' } } }),
          },
          '400': error('A version that is not a whole number.'),
          '409': error('The document changed since that version (stale_version).'),
          '404': error('No such document of yours.'),
          '410': error('The document is past retention, or was deleted.'),
          ...sessionErrors,
        },
      },
    },
    '/api/v1/conversions': {
      post: {
        summary: 'Convert one or several PDF statements',
        security: [{ apiKey: [] }],
        parameters: [{ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', minLength: 1, maxLength: 255 } }],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['file'],
                properties: {
                  file: { type: 'array', items: { type: 'string', contentMediaType: 'application/pdf' }, description: 'One or more PDFs (each a "file" part).' },
                  password: { type: 'string', description: 'For password-protected PDFs.' },
                },
              },
            },
          },
        },
        responses: {
          '202': { description: 'Accepted; converted in the background', ...json(ref('AcceptedConversions')) },
          '400': error('Not a PDF, no file, too many files or a bad Idempotency-Key: nothing was accepted.'),
          '409': error('The Idempotency-Key was used with a different request, or that request is still being answered.'),
          '413': error('A file is larger than the upload limit.'),
          ...keyErrors,
        },
      },
    },
    '/api/v1/conversions/{id}': {
      get: {
        summary: 'Status of a conversion; when completed, the Statement and download links',
        security: [{ apiKey: [] }],
        parameters: [uuidParam('id', 'The conversion id from the 202 answer')],
        responses: { '200': { description: 'The conversion', ...json(ref('Conversion')) }, '404': error('No such conversion of yours.'), ...keyErrors },
      },
    },
    '/api/v1/conversions/{id}/download': {
      get: {
        summary: 'The workbook or the Statement JSON of a completed conversion',
        security: [{ apiKey: [] }],
        parameters: [uuidParam('id', 'The conversion id'), { name: 'format', in: 'query', required: false, schema: { type: 'string', enum: ['xlsx', 'json'], default: 'xlsx' } }],
        responses: {
          '200': {
            description: 'The file',
            content: {
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', contentMediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } },
              'application/json': { schema: ref('Statement') },
            },
          },
          '400': error('Unknown format.'),
          '404': error('No such completed conversion of yours.'),
          '410': error('The files were deleted: 24 hours after the conversion, or by their owner (Delete now).'),
          ...keyErrors,
        },
      },
    },
    '/api/v1/webhooks': {
      post: {
        summary: 'Register a webhook for the conversions of this key',
        security: [{ apiKey: [] }],
        requestBody: {
          required: true,
          ...json({
            type: 'object',
            required: ['url', 'events'],
            properties: { url: { type: 'string', description: 'http(s); must resolve to public addresses only' }, events: { type: 'array', minItems: 1, items: ref('WebhookEvent') } },
          }),
        },
        parameters: [{ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', minLength: 1, maxLength: 255 } }],
        responses: {
          '201': { description: 'Registered; the secret is shown once (and to a retry with the same Idempotency-Key)', ...json(ref('CreatedWebhook')) },
          '400': error('Bad URL (not http(s), private address) or events.'),
          '409': error('The Idempotency-Key was used with a different request, or that request is still being answered.'),
          ...keyErrors,
        },
      },
      get: {
        summary: 'Your webhooks',
        security: [{ apiKey: [] }],
        responses: { '200': { description: 'Registered webhooks', ...json({ type: 'array', items: ref('Webhook') }) }, ...keyErrors },
      },
    },
    '/api/v1/webhooks/{id}': {
      delete: {
        summary: 'Remove a webhook (its delivery log stays readable)',
        security: [{ apiKey: [] }],
        parameters: [uuidParam('id', 'The webhook id')],
        responses: { '200': { description: 'Removed', ...json({ type: 'object', required: ['deleted'], properties: { deleted: { const: true } } }) }, '404': error('No such webhook of yours.'), ...keyErrors },
      },
    },
    '/api/v1/webhooks/{id}/deliveries': {
      get: {
        summary: 'Delivery log of a webhook, newest first',
        security: [{ apiKey: [] }],
        parameters: [uuidParam('id', 'The webhook id')],
        responses: { '200': { description: 'Deliveries', ...json({ type: 'array', items: ref('WebhookDelivery') }) }, '404': error('No such webhook of yours.'), ...keyErrors },
      },
    },
    '/api/v1/openapi.json': {
      get: { summary: 'This document', security: [], responses: { '200': { description: 'OpenAPI 3.1', ...json({ type: 'object' }) } } },
    },
  },
} as const;
