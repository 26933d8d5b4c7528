/**
 * The REST API's shapes, generated from the service's OpenAPI document. Do not edit: run
 * `npm run generate:api-types` (scripts/api-types.ts) after changing a REST schema.
 */
export interface paths {
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether this node can serve: database, file storage and (several nodes) Redis
         * @description For load balancer health checks. 200 when every part answered within a second; 503 with the same body, `ok: false` and `failing` naming the parts that did not. Answers are shared for one second. `GET /healthz` is liveness only (200 while the process runs).
         */
        get: operations["getNodeReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who am I: the key, its space and what it can do */
        get: operations["getRoot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the space */
        get: operations["getSpace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change site settings (URLs, default language) */
        patch: operations["updateSpace"];
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/locales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a language */
        post: operations["createLocale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/locales/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a language (refuses while it holds values unless delete_values=true) */
        delete: operations["deleteLocale"];
        options?: never;
        head?: never;
        /** Rename a language or change its fallback */
        patch: operations["updateLocale"];
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/api_keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the active keys of the site (never their tokens); an agent sees the keys it made */
        get: operations["listApiKeys"];
        put?: never;
        /** Create a delivery or preview key (management keys and agent tokens); the token is shown once */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/api_keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a key; it stops working on its next request. An agent revokes only the keys it made */
        delete: operations["deleteApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/content_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the content types, in Content-menu order */
        get: operations["listContentTypes"];
        put?: never;
        /** Create a content type (dry_run=true checks and shows it without saving) */
        post: operations["createContentType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/content_types/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Order the Content menu: types (sets each position) and groups */
        post: operations["orderContentTypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/content_types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a content type */
        get: operations["getContentType"];
        put?: never;
        post?: never;
        /** Delete a content type (refused while it has entries or other types may link to it; delete_entries=true deletes its archived entries with it) */
        delete: operations["deleteContentType"];
        options?: never;
        head?: never;
        /** Change a content type; null returns kind, subtitle_field, image_field, position, entry_order to automatic */
        patch: operations["updateContentType"];
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/content_types/{content_type_id}/fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a field (dry_run=true checks and shows the result without saving) */
        post: operations["createContentTypeField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/content_types/{content_type_id}/fields/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order the fields of a type (entry form, type, delivered entries and generated types follow)
         * @description The listed fields come first in the order given; unlisted fields keep their order after them. An unknown or repeated API ID gives `validation_failed` and nothing changes. Stored values do not change.
         */
        post: operations["orderFields"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/content_types/{content_type_id}/fields/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a field (refused while entries hold values in it unless delete_values=true); its API ID is never reused */
        delete: operations["deleteContentTypeField"];
        options?: never;
        head?: never;
        /** Change a field; a type change with data only among text types whose stored values all fit */
        patch: operations["updateContentTypeField"];
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/quick_access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The quick-access list of the dashboard */
        get: operations["getQuickAccess"];
        /** Replace the quick-access list (up to 8 items; [] clears) */
        put: operations["replaceQuickAccess"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the deploy hooks of the site with their last delivery (never their secrets) */
        get: operations["listWebhooks"];
        put?: never;
        /** Create a deploy hook; its signing secret is shown only in this answer */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one deploy hook */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /** Delete a deploy hook and its delivery log */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a test delivery now and answer with what the destination said */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The delivery log of a hook, newest first (the last 100 are kept) */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/webhooks/{id}/deliveries/{delivery_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a logged delivery again now (same webhook-id and body) */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List files, newest first; filter by kind and search by words
         * @description `total` counts the files that match, so `skip` pages through them. `query` finds files whose title, file name, alt text or description contain every word (case-insensitive, parts of words too).
         */
        get: operations["listAssets"];
        put?: never;
        /** Upload a file: multipart `file`, or JSON `url` to download */
        post: operations["createAsset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/assets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One file */
        get: operations["getAsset"];
        put?: never;
        post?: never;
        /** Delete a file (refused while entries use it, unless unlink=true); its URLs answer 410 afterwards */
        delete: operations["deleteAsset"];
        options?: never;
        head?: never;
        /** Change title, alt, description or name, or replace the file keeping the id */
        patch: operations["updateAsset"];
        trace?: never;
    };
    "/files/{space}/{id}/{sha}/{filename}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file; images take w, h, fit, fm and q */
        get: operations["getFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List entries (delivery keys: published only); ETag + If-None-Match → 304
         * @description Filter with `fields.<api_id>=value` (needs content_type; list fields such as tags or references match when they contain the value), or an operator: `fields.<api_id>[ne|in|nin|exists|lt|lte|gt|gte|all]=value`, `fields.<link field>.sys.id=id`, `sys.id[in]=id,id`. Search with `query=words` (best matches first, `sys.search` on each item). Order with `order=sys.created_at|sys.updated_at|sys.published_at|sys.position|fields.<api_id>`, leading - for descending.
         */
        get: operations["listEntries"];
        put?: never;
        /** Create an entry (a draft at version 1) */
        post: operations["createEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/entries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one entry (delivery keys: its published version); ETag + If-None-Match → 304 */
        get: operations["getEntry"];
        put?: never;
        post?: never;
        /** Delete an archived entry (refused while other entries link to it, unless unlink=true) */
        delete: operations["deleteEntry"];
        options?: never;
        head?: never;
        /** Edit an entry: sent fields change, null empties, a new version each time */
        patch: operations["updateEntry"];
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/entries/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish the latest version (validates the whole entry) */
        post: operations["publishEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/entries/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take the entry off the live site (back to draft) */
        post: operations["unpublishEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/entries/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archive the entry (also takes it off the live site) */
        post: operations["archiveEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/entries/{id}/unarchive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bring an archived entry back as a draft */
        post: operations["unarchiveEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/entries/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every saved version of an entry, newest first */
        get: operations["listEntryVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/entries/{id}/versions/{n}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore version n: its values (every field type) become a new version
         * @description An edit like PATCH: same permission and type limits; references and files must still exist. Restoring values equal to the latest saves nothing. Does not publish.
         */
        post: operations["restoreEntryVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/content_types/{content_type_id}/entries/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the manual order of a type's entries (entry_order becomes sys.position) */
        post: operations["orderContentTypeEntries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run 1 to 100 operations in order, all or nothing (refs: "$name"; dry_run validates only)
         * @description Operations: create_entry, update_entry, create_asset (url, or base64 data + filename; at most 20), publish_entry, archive_entry, unarchive_entry, delete_entry (archived; unlink), delete_asset (unlink), delete_content_type (delete_entries, unlink), delete_field (field, delete_values). A failure answers with that operation's error plus details.operation (0-based), details.op and details.ref; nothing is saved. The whole batch counts as one request for the rate limit.
         */
        post: operations["createBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List invites with their status (never their URLs) */
        get: operations["listInvites"];
        put?: never;
        /** Invite an agent: returns the join URL (shown once) to hand to the agent */
        post: operations["createInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/invites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw an invite that has not been redeemed */
        delete: operations["deleteInvite"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the active agents of the site */
        get: operations["listAgents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/agents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an agent and all its tokens; its next request is refused */
        delete: operations["deleteAgent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/join/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read an invite: markdown for the agent on what this site is and how to redeem */
        get: operations["getJoin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/join/{token}/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Redeem an invite once: returns the agent token (shown once) */
        post: operations["redeemJoin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sign-in form */
        get: operations["getLogin"];
        put?: never;
        /** Sign in (form: email, password): session cookie and 303 to next */
        post: operations["createLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out */
        post: operations["createLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-authorization-server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Authorization server metadata (RFC 8414) */
        get: operations["getWellKnownOauthAuthorizationServer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-protected-resource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Protected resource metadata of the API (RFC 9728) */
        get: operations["getWellKnownOauthProtectedResource"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-protected-resource/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Protected resource metadata of /mcp (RFC 9728) */
        get: operations["getWellKnownOauthProtectedResourceMcp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Authorization endpoint (RFC 6749, PKCE S256): consent screen with a dashboard session, else 302 to /login */
        get: operations["getOauthAuthorize"];
        put?: never;
        /** The consent decision (form: request_id, csrf_token, space, access full|read, types space:type…, decision): 302 back to the redirect URI with a code or an error */
        post: operations["authorizeOauth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dynamic client registration (RFC 7591); public clients, PKCE */
        post: operations["registerOauth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Token endpoint: authorization_code (with code_verifier) and refresh_token (rotating) grants; yields an agent token */
        post: operations["tokenOauth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Token revocation (RFC 7009): a refresh token revokes its whole grant */
        post: operations["revokeOauth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** MCP server (JSON-RPC 2.0, stateless Streamable HTTP): initialize, server/discover, tools/list, tools/call */
        post: operations["createMcp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/llms.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site's content model, languages and endpoints as markdown, generated from live data */
        get: operations["getLlmsTxt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The whole site as one JSON document: model, languages, files with URLs, every entry with its latest and published version */
        get: operations["getExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/cors_origins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Browser origins allowed to read the site with a bearer key */
        get: operations["getCorsOrigins"];
        /** Replace the extra browser origins (the site URLs and localhost are always allowed) */
        put: operations["setCorsOrigins"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What AI assistants answer to the questions set for the site: the latest run, the one in progress, and the last 12 runs */
        get: operations["getAnswers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the questions asked of AI assistants (1 to 30, up to 200 characters each) and the market they are asked from */
        patch: operations["setQuestions"];
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/answers/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the questions now instead of waiting for the schedule (at most once per 10 minutes); 202 with the queued run, 200 with the run already in progress */
        post: operations["startAnswersRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/readiness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The last AI-readiness check of the live site
         * @description Answers the last stored check; 404 not_found before the first one (run one with POST).
         */
        get: operations["getReadiness"];
        put?: never;
        /**
         * Read the live site like an AI crawler and check how ready it is
         * @description Fetches production_url (home page, robots.txt, /llms.txt, the sitemap, and up to TESSERA_READINESS_PAGES (50) more pages: published entry pages first, then the sitemap URLs) with an AI crawler user agent and a browser one, runs every check and stores the result. At most once a minute per site; without a production_url or within a minute of the last check the answer is 422 check_unavailable, whose fix says when to try again.
         */
        post: operations["runReadinessCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/readiness/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How often the live site is checked by itself (beyond SPEC)
         * @description interval_hours null: no scheduled checks (the default).
         */
        get: operations["getReadinessSchedule"];
        /**
         * Check the live site every interval_hours, on a worker node (beyond SPEC)
         * @description The first scheduled check falls due one interval after the last check, or at once. With several nodes exactly one runs each check. Without a production_url the answer is 422 check_unavailable. A check that cannot run when due (a manual check in the same minute, production_url removed) is skipped until the next interval, with the reason in last_error.
         */
        put: operations["setReadinessSchedule"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/readiness/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The last readiness checks (up to 30), newest first, with each check's status
         * @description Beyond SPEC: the score and per-check status of the stored checks, so progress can be shown. Empty before the first check.
         */
        get: operations["listReadinessHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/search_queries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Top search queries and pages from the connected search engines, with totals per engine
         * @description Sums of what the engines reported per day over the last `days` days (today included; `since` is the first). Empty until an owner connects the engines in the dashboard (Settings, Integrations); there is no API to connect them. Classic search data only. Top 50 queries and 50 pages, most clicks first. Extensions: `from`/`to` for any window of the 16 months kept; `breakdown`; `coverage` says what each engine's figures cover (engine_b reports queries and pages by week, so a week that only partly overlaps the window is counted whole and marked `partial`).
         */
        get: operations["getSearchQueries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/spaces/{space_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Connection state of both search engines (never credentials)
         * @description Dashboard only: needs the session cookie of a signed-in owner of the space (POST /login); writes also need the header x-csrf-token (csrf_token of GET /session) and a same-origin request.
         */
        get: operations["listSearchConnections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/spaces/{space_id}/engine_a/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start connecting engine_a: the URL of its consent screen (read-only scope, offline access)
         * @description Dashboard only: needs the session cookie of a signed-in owner of the space (POST /login); writes also need the header x-csrf-token (csrf_token of GET /session) and a same-origin request. Open authorize_url in the browser; engine_a sends the person back to /integrations/engine_a/callback.
         */
        post: operations["authorizeEngineA"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/engine_a/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where engine_a sends the person back: stores the connection, then 303 to the dashboard integrations page
         * @description Opened by the browser, not by scripts. Without a session: 303 to /login and back. A state that is not valid here: 400 page.
         */
        get: operations["finishEngineAAuthorization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/spaces/{space_id}/engine_a/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The engine_a sites the connected person can read
         * @description Dashboard only: needs the session cookie of a signed-in owner of the space (POST /login); writes also need the header x-csrf-token (csrf_token of GET /session) and a same-origin request.
         */
        get: operations["listEngineASites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/spaces/{space_id}/engine_a": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Pick the engine_a site to sync (one of GET …/engine_a/sites); the 90-day backfill starts
         * @description Dashboard only: needs the session cookie of a signed-in owner of the space (POST /login); writes also need the header x-csrf-token (csrf_token of GET /session) and a same-origin request.
         */
        put: operations["pickEngineASite"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/spaces/{space_id}/engine_b": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Connect engine_b with an API key for a site (tried once, then stored encrypted); the backfill starts
         * @description Dashboard only: needs the session cookie of a signed-in owner of the space (POST /login); writes also need the header x-csrf-token (csrf_token of GET /session) and a same-origin request.
         */
        put: operations["connectEngineB"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/spaces/{space_id}/{engine}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Disconnect an engine: its credentials and stored data are deleted
         * @description Dashboard only: needs the session cookie of a signed-in owner of the space (POST /login); writes also need the header x-csrf-token (csrf_token of GET /session) and a same-origin request.
         */
        delete: operations["disconnectSearchEngine"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/entries/{id}/translate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Translate an entry with AI into one language (a new draft version; never publishes)
         * @description Fills the fields of language `to` that are empty there (fallbacks do not count) from the default language using the AI provider; `overwrite: true` translates every field again, `stale: true` also the fields whose source changed since they were translated. Translated: symbol, text, rich text (same structure), slug (translated, slugified, unique among the type's slugs in that language), tags, text cells of lists. Kept: references, files, numbers, dates, booleans, json, select, multi_select, url, email, color. Only localized fields. Saves one new draft version (entry.saved fires). If the entry is saved by someone else while the AI answers, nothing is saved (409). AI provider not configured, down, too slow or answering nonsense: 503 translation_unavailable, nothing saved.
         */
        post: operations["translateEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/translation_jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Translation jobs of the space, newest first (at most 100) */
        get: operations["listTranslationJobs"];
        put?: never;
        /**
         * Translate every entry of the space (or of one type) into one language, as a background job
         * @description Each entry is translated as by POST …/entries/{id}/translate, one after another, as the key that started the job. Answers 202 with the new job, or 200 with the unfinished job for the same language and type if there is one. Follow progress with GET …/translation_jobs/{id}. The job survives restarts and pauses when the AI provider is down or limiting requests. No AI provider configured: 503 translation_unavailable.
         */
        post: operations["startTranslationJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/translation_jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Progress of a translation job: done, total, failures with entry ids */
        get: operations["getTranslationJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/translation_jobs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop a translation job (entries already translated stay) */
        post: operations["cancelTranslationJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/translation_jobs/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a translation job paused at its token cap or the monthly cap (optionally with a new max_tokens)
         * @description The job continues after the last entry it recorded. A job that is not paused is answered as it is. A cap at or below what the job has used already: 422.
         */
        post: operations["resumeTranslationJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/glossary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The translation glossary and tone of the space */
        get: operations["getGlossary"];
        /**
         * Replace the translation glossary and tone: terms never translated, fixed translations per language, formal or informal address
         * @description Applied in every translation prompt and checked in the answers: a segment missing a glossary term is asked again once, then its field is left unchanged and named in `skipped`. Language codes must be languages of the space. Changing the glossary changes the translation memory key, so later translations into an affected language ask the provider again.
         */
        put: operations["putGlossary"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/translation_settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tokens spent on translation this month and the monthly cap */
        get: operations["getTranslationSettings"];
        /**
         * Set the monthly translation token cap (owners and management keys)
         * @description Once the month's usage reaches the cap, translating an entry answers 503 translation_unavailable with details.reason "monthly_cap" and jobs pause (status paused) before their next entry. null removes the cap.
         */
        put: operations["putTranslationSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/analytics/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count a page view or custom event sent by the analytics script (no key)
         * @description What `/analytics.js` sends with navigator.sendBeacon (text/plain or application/json, up to 4 KB): a page view, or with `name` (and `props`) a custom event for goals. Accepted only when the page URL (and the Origin header, if sent) is on the host of the space's production_url or preview_url. No key; limited per visitor address and per space (429). Bots are answered 202 and not counted.
         */
        post: operations["collectBrowserEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/analytics/server_events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count requests the site's server or edge saw (AI crawlers run no script)
         * @description Send from middleware with a management key (a key that holds `write`; never the delivery key, which is public in front-end code and would let anyone invent visitors): 1 to 100 events per call. AI crawlers are counted per bot, operator and purpose; other bots are ignored; people count as page views (address and user agent are hashed with a daily salt, then dropped). All events are checked before any is stored. Snippets for Next.js, Astro, Express and Cloudflare Workers: docs/analytics.md.
         */
        post: operations["collectServerEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/analytics/goals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The goals the analytics report counts conversions for */
        get: operations["listAnalyticsGoals"];
        put?: never;
        /**
         * Add a goal: a custom event name, or a page path pattern
         * @description At most 50 goals per space; each kind and name once. A custom-event goal counts every kept event of that name; a page-view goal counts page views from the oldest raw event still kept (the analytics retention) on. docs/analytics.md "Goals".
         */
        post: operations["createAnalyticsGoal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/analytics/goals/{goal_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a goal (a page-view goal's counts go with it) */
        delete: operations["deleteAnalyticsGoal"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Visitors, sources, AI assistants and AI crawlers of the last `days` days, or of `from` to `to`
         * @description Read from hourly, daily and monthly rollups, never raw events, in the site's time zone (`time_zone` of the space). Lists are the top 10, most visitors first (crawler lists: most visits first). `timeseries` cuts the range into hours (up to 2 days), days (up to 90), weeks (up to 180) or months; `previous` is the period of the same length just before, `change` each total's change in percent. Filters (page, source, referrer, ai_engine, country, city, device, browser, os, utm_campaign; combinable) narrow every figure and list; a filtered report reads the raw events, so its range must lie within the analytics retention. Item shapes: docs/analytics.md.
         */
        get: operations["getAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the people of the space with their role and per-type write limits */
        get: operations["listMembers"];
        put?: never;
        /** Add an existing login to the space by email (logins are made with `tessera user create`) */
        post: operations["createMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/members/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a person from the space (their login stays); the last owner cannot be removed */
        delete: operations["deleteMember"];
        options?: never;
        head?: never;
        /** Change a person's role or the content types they may write; the last owner cannot become an editor */
        patch: operations["updateMember"];
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What was changed, by whom and when, newest first; filter by resource (an entry's history) or action */
        get: operations["getActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/entries/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Schedule a publish, unpublish or archive of an entry at a time
         * @description A worker runs it once at `at` (within about a second), as the key or person who scheduled it, with the same rules as the action itself. If it cannot happen then (a required field is empty, the key was revoked), nothing changes: the schedule becomes `failed` with `error`, and hooks listening to `schedule.failed` are called.
         */
        post: operations["scheduleEntryAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/entries/{id}/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Scheduled actions of one entry, in the order they fall due */
        get: operations["listEntrySchedules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Scheduled actions of the space (a calendar), in the order they fall due
         * @description Filter by `status` and by a time window `from` (inclusive) to `to` (exclusive), e.g. a month: `from=2030-03-01&to=2030-04-01`.
         */
        get: operations["listSchedules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/schedules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancel a pending scheduled action (answers it, now cancelled) */
        delete: operations["cancelSchedule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/releases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Releases of the space, newest first */
        get: operations["listReleases"];
        put?: never;
        /**
         * Prepare a release: a named set of entries, each with its action, published together later
         * @description Each entry gets `action` (publish by default; unpublish, archive, unarchive) and, for a publish, optionally the `version` to publish (left out: the latest at release time). Preparing needs `write`; publishing needs `publish`, so an agent can prepare a release for a person to publish. At most 100 entries.
         */
        post: operations["createRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/releases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A release with its entries, conflicts and pending schedules */
        get: operations["getRelease"];
        put?: never;
        post?: never;
        /** Delete an open release (its entries stay as they are; its pending schedules are cancelled) */
        delete: operations["deleteRelease"];
        options?: never;
        head?: never;
        /** Rename an open release, add entries to it or take them out */
        patch: operations["updateRelease"];
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/releases/{id}/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check that a release would publish: the publish itself, rolled back
         * @description The same rules as publishing (links between entries of the release count as published); every failing entry is listed in `error.details.entries`, conflicts in `error.details.conflicts`.
         */
        post: operations["validateRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/releases/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a release: every entry at once, in one transaction
         * @description Readers see none of it or all of it. One activity record (`release.published`); the entries’ deploy-hook events go out in one coalesced delivery per hook. A conflict gives 409 `version_conflict` (`details.conflicts`); entries failing the publish rules give 422 `validation_failed` (`details.entries`); either way nothing changes.
         */
        post: operations["publishRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/releases/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Schedule the publish of a release at a time
         * @description Like POST …/releases/{id}/publish at `at`, run once by a worker; a release that cannot be published then is left as it is and the schedule becomes `failed` with the error.
         */
        post: operations["scheduleRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/releases/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prepare the release that undoes a published one
         * @description A new open release restoring each entry to what it was before (the version it had live, or off the live site, or archived). Preview, validate and publish it like any release.
         */
        post: operations["revertRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sync published entries and files: everything once, then only what changed (static builds, edge caches)
         * @description Start with `initial=true`: every published entry and file, in pages (`next_page_token`), the last page with a `next_sync_token`. Later calls pass that token as `sync_token` and get only what changed since, in commit order, with `DeletedEntry` / `DeletedAsset` for what was unpublished, archived or deleted. Entries come as delivery shows them (published version, links as Link objects); every key syncs published content. See /docs and docs/front-ends.md "Sync".
         */
        get: operations["getSync"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/types.ts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * TypeScript declarations of the space's entries as delivery answers them, generated from the content model
         * @description One interface per content type (`<Name>Fields` and the entry type `<Name><F>`, F the `rich_text` format you request), `<Name>AllLocales` for locale=*, Link, Asset, EntryCollection and SyncPage. Any key may read it. Fetch it again when the model changes (deploy-hook event content_type.changed); ETag + If-None-Match → 304.
         */
        get: operations["listTypesTs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spaces/{space_id}/schema.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * JSON Schema (2020-12) of each content type's entries as delivery answers them
         * @description `$defs` holds one schema per content type, keyed by its API ID; the root accepts an entry of any type. For the `rich_text` format and `locale` (or `*`) you read with. ETag + If-None-Match → 304.
         */
        get: operations["getSchemaJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dashboard session: signed-in person, CSRF token for writes, their spaces and roles */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in person's sessions: browser, address, when opened and last used; the current one marked
         * @description Dashboard only: the session cookie of a signed-in person (POST /login), from a page of this site; writes also need the header x-csrf-token (csrf_token of GET /session).
         */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        /**
         * Sign out everywhere else: ends every session of the person but this one
         * @description Dashboard only: the session cookie of a signed-in person (POST /login), from a page of this site; writes also need the header x-csrf-token (csrf_token of GET /session).
         */
        delete: operations["endOtherSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session/sessions/{session_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign out one of your sessions (the current one too: its cookie is then cleared)
         * @description Dashboard only: the session cookie of a signed-in person (POST /login), from a page of this site; writes also need the header x-csrf-token (csrf_token of GET /session).
         */
        delete: operations["endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change your password: the current one is required; your other sessions end, this one stays
         * @description Dashboard only: the session cookie of a signed-in person (POST /login), from a page of this site; writes also need the header x-csrf-token (csrf_token of GET /session). Wrong current passwords count toward the sign-in throttle of this login and address (docs/limits.md).
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** Error */
        Error: {
            /** @description what went wrong and how to repair it */
            error: {
                /**
                 * @description what went wrong, stable for programs to branch on; every code with its status: /docs/errors
                 * @enum {string}
                 */
                code: "missing_key" | "invalid_key" | "wrong_space" | "key_cannot" | "not_found" | "invalid_parameter" | "invalid_body" | "validation_failed" | "version_conflict" | "invite_used" | "invite_expired" | "rate_limited" | "check_unavailable" | "translation_unavailable" | "shutting_down" | "integration_unavailable" | "answers_unavailable" | "internal_error";
                /**
                 * @description what went wrong, for people
                 * @example The request body does not match what this endpoint accepts.
                 */
                message: string;
                /**
                 * @description how to repair the request
                 * @example Correct fields.title (required).
                 */
                fix: string;
                /**
                 * Format: uri
                 * @description the code on the error reference page
                 * @example https://cms.example.com/docs/errors#validation_failed
                 */
                doc_url: string;
                /**
                 * @description machine-readable specifics: `fields` (body problems by path), `parameters`, `retry_after` (seconds), …
                 * @example {
                 *       "fields": {
                 *         "title": "required"
                 *       }
                 *     }
                 */
                details?: {
                    [key: string]: unknown;
                };
            };
        };
        /** ReadinessCheck */
        ReadinessCheck: {
            /**
             * Format: uri
             * @description the live site URL that was read (production_url)
             * @example https://example.com
             */
            url: string;
            /**
             * Format: date-time
             * @description when the check ran
             * @example 2026-11-27T06:00:00.000Z
             */
            checked_at: string;
            /**
             * @description checks with status pass
             * @example 9
             */
            passed: number;
            /**
             * @description checks run
             * @example 12
             */
            total: number;
            /** @description every check with what it found */
            checks: {
                /**
                 * @description stable key: https, robots_txt, crawler_access, llms_txt, sitemap, text_without_js, title_description, canonical, redirects, language, open_graph, structured_data, structured_data_match, headings, image_alt, indexing, entry_fields, asset_alt, entry_urls
                 * @example https
                 */
                key: string;
                /**
                 * @description what it checks, for people
                 * @example AI crawlers may read the site
                 */
                title: string;
                /** @description pass, warn or fail */
                status: "pass" | "warn" | "fail";
                /**
                 * @description what was found, naming pages, entries and files
                 * @example 3 of 40 images have no alt text: hero, team, map
                 */
                detail: string;
                /** @description content: fixable through this API; site: needs a change to the site code or hosting */
                fix_by: "content" | "site";
                /** @description an instruction an agent can carry out (the API call for content fixes; what to change in the site repository for site fixes); null when the check passes */
                ask_agent: string | null;
                /**
                 * Format: uri
                 * @description the page explaining this check
                 * @example https://cms.example.com/docs/readiness/https
                 */
                doc_url: string;
                /**
                 * @description false when the check could not run because AI crawlers got a bot wall (crawler_access): status is then warn, the detail starts "Not checked" and ask_agent is null
                 * @example true
                 */
                checked: boolean;
                /** @description beyond SPEC: for a content finding Tessera can fix itself, a ready body for POST /api/v1/spaces/{space_id}/batch (try it with ?dry_run=true first); applying it resolves the finding at the next check. null otherwise */
                fix_batch: {
                    /** @description the batch operations that fix the finding */
                    operations: {
                        /** @description what the operation does */
                        op: "update_entry" | "publish_entry";
                        /**
                         * @description the entry
                         * @example 4BqrajvA8E6qwgkieoqmqO
                         */
                        id: string;
                        /**
                         * @description the entry version the check saw: the batch fails with version_conflict, changing nothing, if the entry changed since
                         * @example 4
                         */
                        version?: number;
                        /**
                         * @description the values that fix the finding, drawn from the entry itself
                         * @example {
                         *       "description": "Harbour walks and fish markets of the north coast."
                         *     }
                         */
                        fields?: {
                            [key: string]: string;
                        };
                    }[];
                } | null;
            }[];
            /**
             * @description checks that could not run (checked false)
             * @example 0
             */
            not_checked: number;
        };
        /**
         * ReadinessSchedule
         * @example {
         *       "interval_hours": 24,
         *       "next_check_at": "2026-11-28T06:00:00.000Z",
         *       "last_error": null
         *     }
         */
        ReadinessSchedule: {
            /** @description hours between scheduled checks; null: none are scheduled */
            interval_hours: number | null;
            /** @description when the worker runs the next scheduled check */
            next_check_at: string | null;
            /** @description why the last scheduled check could not run (for example no production_url); null when it ran */
            last_error: string | null;
        };
    };
    responses: {
        /** @description No key, or a key that is not valid (`missing_key`, `invalid_key`). Error envelope; `error.fix` says how to repair the request, and nothing was saved. */
        Error401: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The key may not do this, or belongs to another space (`wrong_space`, `key_cannot`). Error envelope; `error.fix` says how to repair the request, and nothing was saved. */
        Error403: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Nothing with that id in this space (`not_found`). Error envelope; `error.fix` says how to repair the request, and nothing was saved. */
        Error404: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A parameter or the body could not be read (`invalid_parameter`, `invalid_body`). Error envelope; `error.fix` says how to repair the request, and nothing was saved. */
        Error400: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request is well-formed but its values are not valid (details.fields names each problem) (`validation_failed`, `check_unavailable`). Error envelope; `error.fix` says how to repair the request, and nothing was saved. */
        Error422: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Someone saved a newer version since you read it (`version_conflict`). Error envelope; `error.fix` says how to repair the request, and nothing was saved. */
        Error409: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The invite was used or has expired (`invite_used`, `invite_expired`). Error envelope; `error.fix` says how to repair the request, and nothing was saved. */
        Error410: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many requests; wait the seconds Retry-After gives (`rate_limited`). Error envelope; `error.fix` says how to repair the request, and nothing was saved. */
        Error429: {
            headers: {
                /** @description seconds to wait before retrying */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An outside service or this node is not available right now; retry later (`translation_unavailable`, `shutting_down`, `integration_unavailable`, `answers_unavailable`). Error envelope; `error.fix` says how to repair the request, and nothing was saved. */
        Error503: {
            headers: {
                /** @description seconds to wait before retrying */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is larger than this endpoint accepts (`invalid_body`). Error envelope; `error.fix` says how to repair the request, and nothing was saved. */
        Error413: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is not in a Content-Type this endpoint accepts (`invalid_body`). Error envelope; `error.fix` says how to repair the request, and nothing was saved. */
        Error415: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Any other failure (`internal_error` 500, `shutting_down` 503 while a node drains), in the error envelope; nothing was saved. */
        ErrorDefault: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getNodeReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The node readiness. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true when this node can serve
                         * @example true
                         */
                        ok: boolean;
                        /**
                         * @description the parts that failed: database, storage, redis
                         * @example []
                         */
                        failing: string[];
                        /**
                         * @description one entry per part checked: database, storage, and redis with several nodes
                         * @example {
                         *       "database": {
                         *         "ok": true,
                         *         "ms": 2
                         *       },
                         *       "storage": {
                         *         "ok": true,
                         *         "ms": 1
                         *       }
                         *     }
                         */
                        checks: {
                            [key: string]: {
                                /**
                                 * @description true when the part answered
                                 * @example true
                                 */
                                ok: boolean;
                                /**
                                 * @description how long the check took
                                 * @example 3
                                 */
                                ms: number;
                                /**
                                 * @description what failed: "unreachable (CODE)" or "no answer within 1000 ms"
                                 * @example unreachable (ECONNREFUSED)
                                 */
                                error?: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            /** @description The node readiness. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true when this node can serve
                         * @example true
                         */
                        ok: boolean;
                        /**
                         * @description the parts that failed: database, storage, redis
                         * @example []
                         */
                        failing: string[];
                        /**
                         * @description one entry per part checked: database, storage, and redis with several nodes
                         * @example {
                         *       "database": {
                         *         "ok": true,
                         *         "ms": 2
                         *       },
                         *       "storage": {
                         *         "ok": true,
                         *         "ms": 1
                         *       }
                         *     }
                         */
                        checks: {
                            [key: string]: {
                                /**
                                 * @description true when the part answered
                                 * @example true
                                 */
                                ok: boolean;
                                /**
                                 * @description how long the check took
                                 * @example 3
                                 */
                                ms: number;
                                /**
                                 * @description what failed: "unreachable (CODE)" or "no answer within 1000 ms"
                                 * @example unreachable (ECONNREFUSED)
                                 */
                                error?: string;
                            };
                        };
                    };
                };
            };
            default: components["responses"]["ErrorDefault"];
        };
    };
    getRoot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The root. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description the service
                         * @example Tessera
                         */
                        name: string;
                        /**
                         * @description what the API is, in two sentences
                         * @example Headless content management API: a space holds content types, entries, assets, locales, deploy hooks and keys.
                         */
                        about: string;
                        /**
                         * @description the API reference for people
                         * @example https://cms.example.com/docs
                         */
                        docs: string;
                        /**
                         * @description what to call next with this key
                         * @example GET https://cms.example.com/api/v1/spaces/blog/content_types
                         */
                        next: string;
                        /** @description the key that made the request */
                        key: {
                            /**
                             * @description what kind of key it is
                             * @enum {string}
                             */
                            kind: "delivery" | "preview" | "management" | "agent";
                            /**
                             * @description its name
                             * @example Website
                             */
                            name: string;
                            /**
                             * @description the space it belongs to
                             * @example blog
                             */
                            space: string;
                            /**
                             * @description its permissions
                             * @example [
                             *       "read"
                             *     ]
                             */
                            can: string[];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getSpace: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The space. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the space's system data */
                        sys: {
                            /**
                             * @description the space id (its slug)
                             * @example blog
                             */
                            id: string;
                            /**
                             * @description always Space
                             * @enum {string}
                             */
                            type: "Space";
                        };
                        /**
                         * @description the site name
                         * @example Blog
                         */
                        name: string;
                        /**
                         * @description the default language
                         * @example en
                         */
                        default_locale: string;
                        /**
                         * @description true: URLs of the default language start with its code too (/en/…)
                         * @example false
                         */
                        prefix_default_locale: boolean;
                        /** @description the live site, or null */
                        production_url: string | null;
                        /** @description the staging site where drafts are previewed, or null */
                        preview_url: string | null;
                        /**
                         * @description IANA time zone of the analytics (days, hours, today)
                         * @example Europe/Berlin
                         */
                        time_zone: string;
                        /** @description every language of the space */
                        locales: {
                            /**
                             * @description the language code: xx or xx-XX
                             * @example fr
                             */
                            code: string;
                            /**
                             * @description its name
                             * @example Français
                             */
                            name: string;
                            /**
                             * @description true for the default language
                             * @example false
                             */
                            default: boolean;
                            /** @description the language read when a value is missing in this one; null: none */
                            fallback_code: string | null;
                        }[];
                        /** @description the content types, in menu order */
                        content_types: {
                            /**
                             * @description its API ID
                             * @example post
                             */
                            api_id: string;
                            /**
                             * @description its name
                             * @example Blog post
                             */
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    updateSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "production_url": "https://www.example.com",
                 *       "preview_url": "https://staging.example.com",
                 *       "default_locale": "en",
                 *       "prefix_default_locale": false,
                 *       "time_zone": "Europe/Berlin"
                 *     }
                 */
                "application/json": {
                    /** @description live site URL; "" or null clears */
                    production_url?: string | null;
                    /** @description staging site URL; "" or null clears */
                    preview_url?: string | null;
                    /**
                     * @description renames the default language and moves its values
                     * @example en
                     */
                    default_locale?: string;
                    /**
                     * @description true: page URLs of the default language carry its code too (/en/about instead of /about)
                     * @example false
                     */
                    prefix_default_locale?: boolean;
                    /**
                     * @description IANA time zone the analytics count days and hours in, e.g. "Europe/Berlin"; default UTC
                     * @example Europe/Berlin
                     */
                    time_zone?: string;
                };
            };
        };
        responses: {
            /** @description Updated: the space. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the space's system data */
                        sys: {
                            /**
                             * @description the space id (its slug)
                             * @example blog
                             */
                            id: string;
                            /**
                             * @description always Space
                             * @enum {string}
                             */
                            type: "Space";
                        };
                        /**
                         * @description the site name
                         * @example Blog
                         */
                        name: string;
                        /**
                         * @description the default language
                         * @example en
                         */
                        default_locale: string;
                        /**
                         * @description true: URLs of the default language start with its code too (/en/…)
                         * @example false
                         */
                        prefix_default_locale: boolean;
                        /** @description the live site, or null */
                        production_url: string | null;
                        /** @description the staging site where drafts are previewed, or null */
                        preview_url: string | null;
                        /**
                         * @description IANA time zone of the analytics (days, hours, today)
                         * @example Europe/Berlin
                         */
                        time_zone: string;
                        /** @description every language of the space */
                        locales: {
                            /**
                             * @description the language code: xx or xx-XX
                             * @example fr
                             */
                            code: string;
                            /**
                             * @description its name
                             * @example Français
                             */
                            name: string;
                            /**
                             * @description true for the default language
                             * @example false
                             */
                            default: boolean;
                            /** @description the language read when a value is missing in this one; null: none */
                            fallback_code: string | null;
                        }[];
                        /** @description the content types, in menu order */
                        content_types: {
                            /**
                             * @description its API ID
                             * @example post
                             */
                            api_id: string;
                            /**
                             * @description its name
                             * @example Blog post
                             */
                            name: string;
                        }[];
                    } & {
                        /**
                         * @description what the site has set up halfway (a URL missing, a failing deploy hook, links to archived entries); empty when nothing
                         * @example [
                         *       "production_url is not set: entries have no url"
                         *     ]
                         */
                        warnings: string[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    createLocale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "fr",
                 *       "name": "Français",
                 *       "fallback_code": "en"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description xx or xx-XX
                     * @example fr
                     */
                    code: string;
                    /**
                     * @description defaults to the language's own name
                     * @example Français
                     */
                    name?: string;
                    /** @description defaults to the default language; null for none */
                    fallback_code?: string | null;
                };
            };
        };
        responses: {
            /** @description Created: the new locale. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description the language code: xx or xx-XX
                         * @example fr
                         */
                        code: string;
                        /**
                         * @description its name
                         * @example Français
                         */
                        name: string;
                        /**
                         * @description true for the default language
                         * @example false
                         */
                        default: boolean;
                        /** @description the language read when a value is missing in this one; null: none */
                        fallback_code: string | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    deleteLocale: {
        parameters: {
            query?: {
                delete_values?: boolean;
            };
            header?: never;
            path: {
                space_id: string;
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body says what was removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description entries whose values in the deleted language were removed
                         * @example 12
                         */
                        entries_changed: number;
                        /** @description the languages left */
                        locales: {
                            /**
                             * @description the language code: xx or xx-XX
                             * @example fr
                             */
                            code: string;
                            /**
                             * @description its name
                             * @example Français
                             */
                            name: string;
                            /**
                             * @description true for the default language
                             * @example false
                             */
                            default: boolean;
                            /** @description the language read when a value is missing in this one; null: none */
                            fallback_code: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    updateLocale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: string;
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Français",
                 *       "fallback_code": "en"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description the name editors see
                     * @example Français
                     */
                    name?: string;
                    /** @description the language whose value shows when this one has none; null for none */
                    fallback_code?: string | null;
                };
            };
        };
        responses: {
            /** @description Updated: the locale. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description the language code: xx or xx-XX
                         * @example fr
                         */
                        code: string;
                        /**
                         * @description its name
                         * @example Français
                         */
                        name: string;
                        /**
                         * @description true for the default language
                         * @example false
                         */
                        default: boolean;
                        /** @description the language read when a value is missing in this one; null: none */
                        fallback_code: string | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The api keys. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description what the answer is */
                        sys: {
                            /**
                             * @description always Array: the answer is a list
                             * @enum {string}
                             */
                            type: "Array";
                        };
                        /**
                         * @description how many there are in all
                         * @example 42
                         */
                        total: number;
                        /** @description the keys */
                        items: {
                            /**
                             * @description the key id
                             * @example k_7Hq2mX9c
                             */
                            id: string;
                            /**
                             * @description who or what uses it
                             * @example Website
                             */
                            name: string;
                            /**
                             * @description delivery (published content), preview (drafts too), management or agent
                             * @enum {string}
                             */
                            kind: "delivery" | "preview" | "management" | "agent";
                            /**
                             * @description the space it belongs to
                             * @example blog
                             */
                            space: string;
                            /**
                             * @description its permissions
                             * @example [
                             *       "read"
                             *     ]
                             */
                            can: string[];
                            /**
                             * @description the start and end of its token, to tell keys apart; the token itself is never shown again
                             * @example svc_dlv_…x9Qa
                             */
                            token_hint: string;
                            /**
                             * @description when it was made
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /** @description the name of whoever made it, or null */
                            created_by: string | null;
                            /** @description the agent that made the key (it ends when the agent is revoked), or null */
                            created_by_agent: string | null;
                            /** @description when it was last used, or null */
                            last_used_at: string | null;
                            /** @description when it stops working, or null for never */
                            expires_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Website (production)",
                 *       "kind": "delivery"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description who or what uses it, e.g. "Website (production)"
                     * @example Website (production)
                     */
                    name: string;
                    /**
                     * @description delivery: published content only; preview: drafts too
                     * @enum {string}
                     */
                    kind: "delivery" | "preview";
                };
            };
        };
        responses: {
            /** @description Created: the new api key. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description the secret token: send it as Authorization: Bearer; shown only now
                         * @example svc_dlv_4f9b2c7e1a…
                         */
                        token: string;
                        /** @description the new key */
                        key: {
                            /**
                             * @description the key id
                             * @example k_7Hq2mX9c
                             */
                            id: string;
                            /**
                             * @description who or what uses it
                             * @example Website
                             */
                            name: string;
                            /**
                             * @description delivery (published content), preview (drafts too), management or agent
                             * @enum {string}
                             */
                            kind: "delivery" | "preview" | "management" | "agent";
                            /**
                             * @description the space it belongs to
                             * @example blog
                             */
                            space: string;
                            /**
                             * @description its permissions
                             * @example [
                             *       "read"
                             *     ]
                             */
                            can: string[];
                            /**
                             * @description the start and end of its token, to tell keys apart; the token itself is never shown again
                             * @example svc_dlv_…x9Qa
                             */
                            token_hint: string;
                            /**
                             * @description when it was made
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /** @description the name of whoever made it, or null */
                            created_by: string | null;
                            /** @description the agent that made the key (it ends when the agent is revoked), or null */
                            created_by_agent: string | null;
                            /** @description when it was last used, or null */
                            last_used_at: string | null;
                            /** @description when it stops working, or null for never */
                            expires_at: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    deleteApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    listContentTypes: {
        parameters: {
            query?: {
                /** @description items per page (1 to 1000) */
                limit?: number;
                /** @description items to pass over (0 to 1000000000) */
                skip?: number;
            };
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The content types. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description what the answer is */
                        sys: {
                            /**
                             * @description always Array: the answer is a list
                             * @enum {string}
                             */
                            type: "Array";
                        };
                        /**
                         * @description how many there are in all
                         * @example 42
                         */
                        total: number;
                        /**
                         * @description how many were passed over
                         * @example 0
                         */
                        skip: number;
                        /**
                         * @description the page size
                         * @example 100
                         */
                        limit: number;
                        /** @description the content types of this page, in menu order */
                        items: {
                            /** @description the content type's system data */
                            sys: {
                                /**
                                 * @description the content type id (its API ID)
                                 * @example post
                                 */
                                id: string;
                                /**
                                 * @description always ContentType
                                 * @enum {string}
                                 */
                                type: "ContentType";
                                /**
                                 * @description when it was made
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                created_at: string;
                                /**
                                 * @description when it last changed
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                updated_at: string;
                            };
                            /**
                             * @description the name people see
                             * @example Blog post
                             */
                            name: string;
                            /**
                             * @description its API ID: entries name their type with it
                             * @example post
                             */
                            api_id: string;
                            /** @description what the type holds, for editors and agents, or null */
                            description: string | null;
                            /**
                             * @description a single entry (site settings)
                             * @example false
                             */
                            singleton: boolean;
                            /** @description the title field (set, or chosen automatically), or null when none fits */
                            display_field: string | null;
                            /** @description where its entries live on the site, or null */
                            url_path: string | null;
                            /**
                             * @description when to use the type, when set
                             * @example One entry per article; news goes in News
                             */
                            guidance?: string;
                            /** @description example images of the type, when set */
                            previews?: {
                                /**
                                 * @description the file id
                                 * @example hero
                                 */
                                id: string;
                                /**
                                 * Format: uri
                                 * @description its address
                                 * @example https://cms.example.com/files/blog/hero/3f9a1c2b/harbour.jpg
                                 */
                                url: string;
                                /** @description its text alternative, or null */
                                alt: string | null;
                            }[];
                            /**
                             * @description how the dashboard presents it (set, or inferred)
                             * @enum {string}
                             */
                            kind: "page" | "section" | "collection" | "settings";
                            /** @description the field shown under the title in lists, or null */
                            subtitle_field: string | null;
                            /** @description the asset field shown as its picture, or null */
                            image_field: string | null;
                            /**
                             * @description place in the Content menu, 1 first
                             * @example 1
                             */
                            position: number;
                            /**
                             * @description how its entries are listed: sys.position, sys.created_at, sys.updated_at, sys.published_at or fields.<api_id>, "-" for descending
                             * @example -sys.published_at
                             */
                            entry_order: string;
                            /** @description the fields, in form order */
                            fields: {
                                /**
                                 * @description its API ID: the key of its value in entry fields
                                 * @example title
                                 */
                                api_id: string;
                                /**
                                 * @description the label editors see
                                 * @example Title
                                 */
                                name: string;
                                /**
                                 * @description the value type
                                 * @enum {string}
                                 */
                                type: "symbol" | "text" | "rich_text" | "integer" | "number" | "boolean" | "date" | "json" | "slug" | "tags" | "reference" | "references" | "asset" | "assets" | "list" | "url" | "email" | "color" | "select" | "multi_select";
                                /**
                                 * @description checked on publish
                                 * @example true
                                 */
                                required: boolean;
                                /**
                                 * @description true: one value per language
                                 * @example true
                                 */
                                localized: boolean;
                                /**
                                 * @description true hides the field from forms; its data stays
                                 * @example false
                                 */
                                hidden: boolean;
                                /**
                                 * @description one line for editors, when set
                                 * @example Shown as the page title and in search results
                                 */
                                help?: string;
                                /**
                                 * @description the form heading it sits under, when set
                                 * @example SEO
                                 */
                                group?: string;
                                /**
                                 * @description select and multi_select: the options
                                 * @example [
                                 *       "news",
                                 *       "guide"
                                 *     ]
                                 */
                                options?: string[];
                                /**
                                 * @description asset fields: which files it takes (set, or inferred from the API ID)
                                 * @enum {string}
                                 */
                                accept?: "image" | "video" | "any";
                                /**
                                 * @description rich_text fields: warn when set; absent: refuse
                                 * @enum {string}
                                 */
                                draft_links?: "refuse" | "warn";
                                /**
                                 * @description reference fields: allowed content types; rich_text fields: the types its text may link to or embed (empty: any)
                                 * @example [
                                 *       "author"
                                 *     ]
                                 */
                                link_content_types?: string[];
                                /** @description list fields: the columns of each row */
                                item_fields?: {
                                    /**
                                     * @description the column's API ID
                                     * @example label
                                     */
                                    api_id: string;
                                    /**
                                     * @description the column's label for editors
                                     * @example Label
                                     */
                                    name: string;
                                    /**
                                     * @description the column's value type
                                     * @enum {string}
                                     */
                                    type: "symbol" | "text" | "integer" | "number" | "boolean" | "date" | "url" | "email" | "color" | "select" | "reference";
                                    /**
                                     * @description select columns: the options
                                     * @example [
                                     *       "small",
                                     *       "large"
                                     *     ]
                                     */
                                    options?: string[];
                                    /**
                                     * @description reference columns: allowed content types (empty: any)
                                     * @example [
                                     *       "page"
                                     *     ]
                                     */
                                    link_content_types?: string[];
                                }[];
                            }[];
                            /**
                             * @description what the type has set up halfway (e.g. a url_path with {slug} but no slug field yet); absent when nothing
                             * @example [
                             *       "url_path /blog/{slug} names {slug} but the type has no slug field"
                             *     ]
                             */
                            warnings?: string[];
                        }[];
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    createContentType: {
        parameters: {
            query?: {
                /** @description validate and show the result without saving */
                dry_run?: boolean;
            };
            header?: never;
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Blog post",
                 *       "api_id": "post",
                 *       "url_path": "/blog/{slug}",
                 *       "fields": [
                 *         {
                 *           "api_id": "title",
                 *           "name": "Title",
                 *           "type": "symbol",
                 *           "required": true
                 *         },
                 *         {
                 *           "api_id": "slug",
                 *           "name": "Slug",
                 *           "type": "slug",
                 *           "required": true
                 *         },
                 *         {
                 *           "api_id": "body",
                 *           "name": "Body",
                 *           "type": "rich_text"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * @description the name people see, e.g. "Blog post"
                     * @example Blog post
                     */
                    name: string;
                    /**
                     * @description a letter, then letters, digits or _; up to 64; cannot change later
                     * @example post
                     */
                    api_id: string;
                    /**
                     * @description a single entry (site settings)
                     * @example false
                     */
                    singleton?: boolean;
                    /** @description what the type holds, for editors and agents */
                    description?: string | null;
                    /** @description the title field; null: automatic */
                    display_field?: string | null;
                    /** @description like /blog/{slug} */
                    url_path?: string | null;
                    /** @description when to use the type, up to 2000 characters; null or "" clears */
                    guidance?: string | null;
                    /** @description up to 4 image file IDs; [] clears */
                    previews?: string[] | null;
                    /** @description how the dashboard presents it; null: automatic */
                    kind?: ("page" | "section" | "collection" | "settings") | null;
                    /** @description the field shown under the title in lists; null: automatic */
                    subtitle_field?: string | null;
                    /** @description an asset or assets field; null: automatic */
                    image_field?: string | null;
                    /** @description place in the Content menu, 1 first; null: automatic */
                    position?: number | null;
                    /** @description sys.position, sys.created_at, sys.updated_at, sys.published_at or `fields.<api_id>`, "-" for descending; null: automatic */
                    entry_order?: string | null;
                    /** @description the fields, in form order; more can be added later */
                    fields?: {
                        /**
                         * @description a letter, then letters, digits or _; up to 64; never reused in the type
                         * @example title
                         */
                        api_id: string;
                        /**
                         * @description the label editors see
                         * @example Title
                         */
                        name: string;
                        /**
                         * @description the value type
                         * @example symbol
                         * @enum {string}
                         */
                        type: "symbol" | "text" | "rich_text" | "integer" | "number" | "boolean" | "date" | "json" | "slug" | "tags" | "reference" | "references" | "asset" | "assets" | "list" | "url" | "email" | "color" | "select" | "multi_select";
                        /**
                         * @description checked on publish
                         * @example true
                         */
                        required?: boolean;
                        /**
                         * @description true: one value per language
                         * @example true
                         */
                        localized?: boolean;
                        /**
                         * @description true hides the field from forms; its data stays
                         * @example false
                         */
                        hidden?: boolean;
                        /** @description reference fields: allowed content types; rich_text fields: the types its text may link to or embed (empty or absent: any) */
                        link_content_types?: string[] | null;
                        /** @description list fields: the columns of each row */
                        item_fields?: {
                            /**
                             * @description the column's API ID: a letter, then letters, digits or _
                             * @example label
                             */
                            api_id: string;
                            /**
                             * @description the column's label for editors
                             * @example Label
                             */
                            name: string;
                            /**
                             * @description the column's value type
                             * @example symbol
                             * @enum {string}
                             */
                            type: "symbol" | "text" | "integer" | "number" | "boolean" | "date" | "url" | "email" | "color" | "select" | "reference";
                            /**
                             * @description select columns: 1 to 50 unique options, each up to 100 characters
                             * @example [
                             *       "small",
                             *       "large"
                             *     ]
                             */
                            options?: string[];
                            /**
                             * @description reference columns: allowed content types (empty or absent: any)
                             * @example [
                             *       "page"
                             *     ]
                             */
                            link_content_types?: string[];
                        }[] | null;
                        /** @description one line for editors, up to 300 characters */
                        help?: string | null;
                        /** @description form heading, up to 40 characters */
                        group?: string | null;
                        /** @description select and multi_select: 1 to 50 unique options, each up to 100 characters */
                        options?: string[] | null;
                        /** @description asset fields: which files it takes; null: inferred from the API ID */
                        accept?: ("image" | "video" | "any") | null;
                        /** @description rich_text fields: publishing text that links to or embeds an unpublished entry is refused (refuse, the default) or done with a site warning, the link shown as plain text until its target is published (warn) */
                        draft_links?: ("refuse" | "warn") | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Dry run (`dry_run: true`): what the content type would become; nothing is saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description nothing was saved
                         * @enum {boolean}
                         */
                        dry_run: true;
                        /**
                         * ContentType
                         * @description the content type as it would be created
                         */
                        would_create: {
                            /** @description the content type's system data */
                            sys: {
                                /**
                                 * @description the content type id (its API ID)
                                 * @example post
                                 */
                                id: string;
                                /**
                                 * @description always ContentType
                                 * @enum {string}
                                 */
                                type: "ContentType";
                                /**
                                 * @description when it was made
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                created_at: string;
                                /**
                                 * @description when it last changed
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                updated_at: string;
                            };
                            /**
                             * @description the name people see
                             * @example Blog post
                             */
                            name: string;
                            /**
                             * @description its API ID: entries name their type with it
                             * @example post
                             */
                            api_id: string;
                            /** @description what the type holds, for editors and agents, or null */
                            description: string | null;
                            /**
                             * @description a single entry (site settings)
                             * @example false
                             */
                            singleton: boolean;
                            /** @description the title field (set, or chosen automatically), or null when none fits */
                            display_field: string | null;
                            /** @description where its entries live on the site, or null */
                            url_path: string | null;
                            /**
                             * @description when to use the type, when set
                             * @example One entry per article; news goes in News
                             */
                            guidance?: string;
                            /** @description example images of the type, when set */
                            previews?: {
                                /**
                                 * @description the file id
                                 * @example hero
                                 */
                                id: string;
                                /**
                                 * Format: uri
                                 * @description its address
                                 * @example https://cms.example.com/files/blog/hero/3f9a1c2b/harbour.jpg
                                 */
                                url: string;
                                /** @description its text alternative, or null */
                                alt: string | null;
                            }[];
                            /**
                             * @description how the dashboard presents it (set, or inferred)
                             * @enum {string}
                             */
                            kind: "page" | "section" | "collection" | "settings";
                            /** @description the field shown under the title in lists, or null */
                            subtitle_field: string | null;
                            /** @description the asset field shown as its picture, or null */
                            image_field: string | null;
                            /**
                             * @description place in the Content menu, 1 first
                             * @example 1
                             */
                            position: number;
                            /**
                             * @description how its entries are listed: sys.position, sys.created_at, sys.updated_at, sys.published_at or fields.<api_id>, "-" for descending
                             * @example -sys.published_at
                             */
                            entry_order: string;
                            /** @description the fields, in form order */
                            fields: {
                                /**
                                 * @description its API ID: the key of its value in entry fields
                                 * @example title
                                 */
                                api_id: string;
                                /**
                                 * @description the label editors see
                                 * @example Title
                                 */
                                name: string;
                                /**
                                 * @description the value type
                                 * @enum {string}
                                 */
                                type: "symbol" | "text" | "rich_text" | "integer" | "number" | "boolean" | "date" | "json" | "slug" | "tags" | "reference" | "references" | "asset" | "assets" | "list" | "url" | "email" | "color" | "select" | "multi_select";
                                /**
                                 * @description checked on publish
                                 * @example true
                                 */
                                required: boolean;
                                /**
                                 * @description true: one value per language
                                 * @example true
                                 */
                                localized: boolean;
                                /**
                                 * @description true hides the field from forms; its data stays
                                 * @example false
                                 */
                                hidden: boolean;
                                /**
                                 * @description one line for editors, when set
                                 * @example Shown as the page title and in search results
                                 */
                                help?: string;
                                /**
                                 * @description the form heading it sits under, when set
                                 * @example SEO
                                 */
                                group?: string;
                                /**
                                 * @description select and multi_select: the options
                                 * @example [
                                 *       "news",
                                 *       "guide"
                                 *     ]
                                 */
                                options?: string[];
                                /**
                                 * @description asset fields: which files it takes (set, or inferred from the API ID)
                                 * @enum {string}
                                 */
                                accept?: "image" | "video" | "any";
                                /**
                                 * @description rich_text fields: warn when set; absent: refuse
                                 * @enum {string}
                                 */
                                draft_links?: "refuse" | "warn";
                                /**
                                 * @description reference fields: allowed content types; rich_text fields: the types its text may link to or embed (empty: any)
                                 * @example [
                                 *       "author"
                                 *     ]
                                 */
                                link_content_types?: string[];
                                /** @description list fields: the columns of each row */
                                item_fields?: {
                                    /**
                                     * @description the column's API ID
                                     * @example label
                                     */
                                    api_id: string;
                                    /**
                                     * @description the column's label for editors
                                     * @example Label
                                     */
                                    name: string;
                                    /**
                                     * @description the column's value type
                                     * @enum {string}
                                     */
                                    type: "symbol" | "text" | "integer" | "number" | "boolean" | "date" | "url" | "email" | "color" | "select" | "reference";
                                    /**
                                     * @description select columns: the options
                                     * @example [
                                     *       "small",
                                     *       "large"
                                     *     ]
                                     */
                                    options?: string[];
                                    /**
                                     * @description reference columns: allowed content types (empty: any)
                                     * @example [
                                     *       "page"
                                     *     ]
                                     */
                                    link_content_types?: string[];
                                }[];
                            }[];
                            /**
                             * @description what the type has set up halfway (e.g. a url_path with {slug} but no slug field yet); absent when nothing
                             * @example [
                             *       "url_path /blog/{slug} names {slug} but the type has no slug field"
                             *     ]
                             */
                            warnings?: string[];
                        };
                    };
                };
            };
            /** @description Created: the new content type. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the content type's system data */
                        sys: {
                            /**
                             * @description the content type id (its API ID)
                             * @example post
                             */
                            id: string;
                            /**
                             * @description always ContentType
                             * @enum {string}
                             */
                            type: "ContentType";
                            /**
                             * @description when it was made
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /**
                             * @description when it last changed
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            updated_at: string;
                        };
                        /**
                         * @description the name people see
                         * @example Blog post
                         */
                        name: string;
                        /**
                         * @description its API ID: entries name their type with it
                         * @example post
                         */
                        api_id: string;
                        /** @description what the type holds, for editors and agents, or null */
                        description: string | null;
                        /**
                         * @description a single entry (site settings)
                         * @example false
                         */
                        singleton: boolean;
                        /** @description the title field (set, or chosen automatically), or null when none fits */
                        display_field: string | null;
                        /** @description where its entries live on the site, or null */
                        url_path: string | null;
                        /**
                         * @description when to use the type, when set
                         * @example One entry per article; news goes in News
                         */
                        guidance?: string;
                        /** @description example images of the type, when set */
                        previews?: {
                            /**
                             * @description the file id
                             * @example hero
                             */
                            id: string;
                            /**
                             * Format: uri
                             * @description its address
                             * @example https://cms.example.com/files/blog/hero/3f9a1c2b/harbour.jpg
                             */
                            url: string;
                            /** @description its text alternative, or null */
                            alt: string | null;
                        }[];
                        /**
                         * @description how the dashboard presents it (set, or inferred)
                         * @enum {string}
                         */
                        kind: "page" | "section" | "collection" | "settings";
                        /** @description the field shown under the title in lists, or null */
                        subtitle_field: string | null;
                        /** @description the asset field shown as its picture, or null */
                        image_field: string | null;
                        /**
                         * @description place in the Content menu, 1 first
                         * @example 1
                         */
                        position: number;
                        /**
                         * @description how its entries are listed: sys.position, sys.created_at, sys.updated_at, sys.published_at or fields.<api_id>, "-" for descending
                         * @example -sys.published_at
                         */
                        entry_order: string;
                        /** @description the fields, in form order */
                        fields: {
                            /**
                             * @description its API ID: the key of its value in entry fields
                             * @example title
                             */
                            api_id: string;
                            /**
                             * @description the label editors see
                             * @example Title
                             */
                            name: string;
                            /**
                             * @description the value type
                             * @enum {string}
                             */
                            type: "symbol" | "text" | "rich_text" | "integer" | "number" | "boolean" | "date" | "json" | "slug" | "tags" | "reference" | "references" | "asset" | "assets" | "list" | "url" | "email" | "color" | "select" | "multi_select";
                            /**
                             * @description checked on publish
                             * @example true
                             */
                            required: boolean;
                            /**
                             * @description true: one value per language
                             * @example true
                             */
                            localized: boolean;
                            /**
                             * @description true hides the field from forms; its data stays
                             * @example false
                             */
                            hidden: boolean;
                            /**
                             * @description one line for editors, when set
                             * @example Shown as the page title and in search results
                             */
                            help?: string;
                            /**
                             * @description the form heading it sits under, when set
                             * @example SEO
                             */
                            group?: string;
                            /**
                             * @description select and multi_select: the options
                             * @example [
                             *       "news",
                             *       "guide"
                             *     ]
                             */
                            options?: string[];
                            /**
                             * @description asset fields: which files it takes (set, or inferred from the API ID)
                             * @enum {string}
                             */
                            accept?: "image" | "video" | "any";
                            /**
                             * @description rich_text fields: warn when set; absent: refuse
                             * @enum {string}
                             */
                            draft_links?: "refuse" | "warn";
                            /**
                             * @description reference fields: allowed content types; rich_text fields: the types its text may link to or embed (empty: any)
                             * @example [
                             *       "author"
                             *     ]
                             */
                            link_content_types?: string[];
                            /** @description list fields: the columns of each row */
                            item_fields?: {
                                /**
                                 * @description the column's API ID
                                 * @example label
                                 */
                                api_id: string;
                                /**
                                 * @description the column's label for editors
                                 * @example Label
                                 */
                                name: string;
                                /**
                                 * @description the column's value type
                                 * @enum {string}
                                 */
                                type: "symbol" | "text" | "integer" | "number" | "boolean" | "date" | "url" | "email" | "color" | "select" | "reference";
                                /**
                                 * @description select columns: the options
                                 * @example [
                                 *       "small",
                                 *       "large"
                                 *     ]
                                 */
                                options?: string[];
                                /**
                                 * @description reference columns: allowed content types (empty: any)
                                 * @example [
                                 *       "page"
                                 *     ]
                                 */
                                link_content_types?: string[];
                            }[];
                        }[];
                        /**
                         * @description what the type has set up halfway (e.g. a url_path with {slug} but no slug field yet); absent when nothing
                         * @example [
                         *       "url_path /blog/{slug} names {slug} but the type has no slug field"
                         *     ]
                         */
                        warnings?: string[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    orderContentTypes: {
        parameters: {
            query?: {
                /** @description validate and show the result without saving */
                dry_run?: boolean;
            };
            header?: never;
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "content_types": [
                 *         "page",
                 *         "post"
                 *       ],
                 *       "groups": [
                 *         "pages",
                 *         "collections",
                 *         "settings"
                 *       ],
                 *       "dry_run": true
                 *     }
                 */
                "application/json": {
                    /**
                     * @description API IDs in menu order; unlisted types keep their order after them
                     * @example [
                     *       "page",
                     *       "post"
                     *     ]
                     */
                    content_types?: string[];
                    /**
                     * @description order of "pages", "collections", "settings"; unlisted groups follow
                     * @example [
                     *       "pages",
                     *       "collections",
                     *       "settings"
                     *     ]
                     */
                    groups?: string[];
                    /**
                     * @description true: check and show the result without saving anything
                     * @example true
                     */
                    dry_run?: boolean;
                };
            };
        };
        responses: {
            /** @description Ordered: the content types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true: check and show the result without saving anything
                         * @example true
                         */
                        dry_run?: boolean;
                        /** @description the Content menu as it now is (or would be) */
                        content_menu: {
                            /** @description the groups of the menu, in order */
                            groups: {
                                /**
                                 * @description the group key
                                 * @example blog
                                 */
                                group: string;
                                /**
                                 * @description its heading
                                 * @example Blog
                                 */
                                name: string;
                                /**
                                 * @description its content types, in order
                                 * @example [
                                 *       "post",
                                 *       "author"
                                 *     ]
                                 */
                                content_types: string[];
                            }[];
                            /**
                             * @description the order of the menu sections
                             * @example [
                             *       "pages",
                             *       "blog"
                             *     ]
                             */
                            sections: string[];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getContentType: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                space_id: string;
                /** @description the content type API ID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The content type. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the content type's system data */
                        sys: {
                            /**
                             * @description the content type id (its API ID)
                             * @example post
                             */
                            id: string;
                            /**
                             * @description always ContentType
                             * @enum {string}
                             */
                            type: "ContentType";
                            /**
                             * @description when it was made
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /**
                             * @description when it last changed
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            updated_at: string;
                        };
                        /**
                         * @description the name people see
                         * @example Blog post
                         */
                        name: string;
                        /**
                         * @description its API ID: entries name their type with it
                         * @example post
                         */
                        api_id: string;
                        /** @description what the type holds, for editors and agents, or null */
                        description: string | null;
                        /**
                         * @description a single entry (site settings)
                         * @example false
                         */
                        singleton: boolean;
                        /** @description the title field (set, or chosen automatically), or null when none fits */
                        display_field: string | null;
                        /** @description where its entries live on the site, or null */
                        url_path: string | null;
                        /**
                         * @description when to use the type, when set
                         * @example One entry per article; news goes in News
                         */
                        guidance?: string;
                        /** @description example images of the type, when set */
                        previews?: {
                            /**
                             * @description the file id
                             * @example hero
                             */
                            id: string;
                            /**
                             * Format: uri
                             * @description its address
                             * @example https://cms.example.com/files/blog/hero/3f9a1c2b/harbour.jpg
                             */
                            url: string;
                            /** @description its text alternative, or null */
                            alt: string | null;
                        }[];
                        /**
                         * @description how the dashboard presents it (set, or inferred)
                         * @enum {string}
                         */
                        kind: "page" | "section" | "collection" | "settings";
                        /** @description the field shown under the title in lists, or null */
                        subtitle_field: string | null;
                        /** @description the asset field shown as its picture, or null */
                        image_field: string | null;
                        /**
                         * @description place in the Content menu, 1 first
                         * @example 1
                         */
                        position: number;
                        /**
                         * @description how its entries are listed: sys.position, sys.created_at, sys.updated_at, sys.published_at or fields.<api_id>, "-" for descending
                         * @example -sys.published_at
                         */
                        entry_order: string;
                        /** @description the fields, in form order */
                        fields: {
                            /**
                             * @description its API ID: the key of its value in entry fields
                             * @example title
                             */
                            api_id: string;
                            /**
                             * @description the label editors see
                             * @example Title
                             */
                            name: string;
                            /**
                             * @description the value type
                             * @enum {string}
                             */
                            type: "symbol" | "text" | "rich_text" | "integer" | "number" | "boolean" | "date" | "json" | "slug" | "tags" | "reference" | "references" | "asset" | "assets" | "list" | "url" | "email" | "color" | "select" | "multi_select";
                            /**
                             * @description checked on publish
                             * @example true
                             */
                            required: boolean;
                            /**
                             * @description true: one value per language
                             * @example true
                             */
                            localized: boolean;
                            /**
                             * @description true hides the field from forms; its data stays
                             * @example false
                             */
                            hidden: boolean;
                            /**
                             * @description one line for editors, when set
                             * @example Shown as the page title and in search results
                             */
                            help?: string;
                            /**
                             * @description the form heading it sits under, when set
                             * @example SEO
                             */
                            group?: string;
                            /**
                             * @description select and multi_select: the options
                             * @example [
                             *       "news",
                             *       "guide"
                             *     ]
                             */
                            options?: string[];
                            /**
                             * @description asset fields: which files it takes (set, or inferred from the API ID)
                             * @enum {string}
                             */
                            accept?: "image" | "video" | "any";
                            /**
                             * @description rich_text fields: warn when set; absent: refuse
                             * @enum {string}
                             */
                            draft_links?: "refuse" | "warn";
                            /**
                             * @description reference fields: allowed content types; rich_text fields: the types its text may link to or embed (empty: any)
                             * @example [
                             *       "author"
                             *     ]
                             */
                            link_content_types?: string[];
                            /** @description list fields: the columns of each row */
                            item_fields?: {
                                /**
                                 * @description the column's API ID
                                 * @example label
                                 */
                                api_id: string;
                                /**
                                 * @description the column's label for editors
                                 * @example Label
                                 */
                                name: string;
                                /**
                                 * @description the column's value type
                                 * @enum {string}
                                 */
                                type: "symbol" | "text" | "integer" | "number" | "boolean" | "date" | "url" | "email" | "color" | "select" | "reference";
                                /**
                                 * @description select columns: the options
                                 * @example [
                                 *       "small",
                                 *       "large"
                                 *     ]
                                 */
                                options?: string[];
                                /**
                                 * @description reference columns: allowed content types (empty: any)
                                 * @example [
                                 *       "page"
                                 *     ]
                                 */
                                link_content_types?: string[];
                            }[];
                        }[];
                        /**
                         * @description what the type has set up halfway (e.g. a url_path with {slug} but no slug field yet); absent when nothing
                         * @example [
                         *       "url_path /blog/{slug} names {slug} but the type has no slug field"
                         *     ]
                         */
                        warnings?: string[];
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    deleteContentType: {
        parameters: {
            query?: {
                /** @description check and answer what would change; nothing is saved */
                dry_run?: boolean;
                /** @description delete its entries with it; every one must be archived first */
                delete_entries?: boolean;
                /** @description with delete_entries: remove the links entries of other types have to its entries (each gets a new version) instead of refusing */
                unlink?: boolean;
            };
            header?: never;
            path: {
                space_id: string;
                /** @description the content type API ID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the deleted content type, the entries deleted with it and the entries of other types whose links to them were removed (would_… in a dry run) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "dry_run": false,
                     *       "deleted": {
                     *         "sys": {
                     *           "type": "ContentType",
                     *           "id": "event"
                     *         }
                     *       },
                     *       "entries_deleted": [
                     *         "4BqrajvA8E6qwgkieoqmqO"
                     *       ],
                     *       "unlinked": [],
                     *       "write_limits_kept": []
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description it was deleted
                         * @enum {boolean}
                         */
                        dry_run: false;
                        /** @description the content type deleted */
                        deleted: {
                            /** @description what it was */
                            sys: {
                                /**
                                 * @description always ContentType
                                 * @enum {string}
                                 */
                                type: "ContentType";
                                /**
                                 * @description the API ID
                                 * @example event
                                 */
                                id: string;
                            };
                        };
                        /**
                         * @description ids of the (archived) entries deleted with it
                         * @example [
                         *       "4BqrajvA8E6qwgkieoqmqO"
                         *     ]
                         */
                        entries_deleted: string[];
                        /** @description the entries whose links to it were (or would be) removed */
                        unlinked: {
                            /**
                             * @description id of an entry that linked to it
                             * @example 6QdtAIK5zgtSsi1fpHnKbr
                             */
                            entry: string;
                            /**
                             * @description its content type
                             * @example post
                             */
                            content_type: string;
                            /**
                             * @description the fields that held the links
                             * @example [
                             *       "body"
                             *     ]
                             */
                            fields: string[];
                            /**
                             * @description whether its published version linked too (rewritten in place)
                             * @example true
                             */
                            published: boolean;
                        }[];
                        /**
                         * @description user ids of people limited to this type alone: they keep the limit, so they can change no entries until an owner names other types
                         * @example []
                         */
                        write_limits_kept: string[];
                    } | {
                        /**
                         * @description nothing was saved
                         * @enum {boolean}
                         */
                        dry_run: true;
                        /** @description the content type deleted */
                        would_delete: {
                            /** @description what it was */
                            sys: {
                                /**
                                 * @description always ContentType
                                 * @enum {string}
                                 */
                                type: "ContentType";
                                /**
                                 * @description the API ID
                                 * @example event
                                 */
                                id: string;
                            };
                        };
                        /**
                         * @description ids of the (archived) entries that would be deleted with it
                         * @example [
                         *       "4BqrajvA8E6qwgkieoqmqO"
                         *     ]
                         */
                        would_delete_entries: string[];
                        /** @description the entries whose links to it were (or would be) removed */
                        would_unlink: {
                            /**
                             * @description id of an entry that linked to it
                             * @example 6QdtAIK5zgtSsi1fpHnKbr
                             */
                            entry: string;
                            /**
                             * @description its content type
                             * @example post
                             */
                            content_type: string;
                            /**
                             * @description the fields that held the links
                             * @example [
                             *       "body"
                             *     ]
                             */
                            fields: string[];
                            /**
                             * @description whether its published version linked too (rewritten in place)
                             * @example true
                             */
                            published: boolean;
                        }[];
                        /**
                         * @description user ids of people limited to this type alone: they keep the limit, so they can change no entries until an owner names other types
                         * @example []
                         */
                        write_limits_kept: string[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    updateContentType: {
        parameters: {
            query?: {
                /** @description validate and show the result without saving */
                dry_run?: boolean;
            };
            header?: never;
            path: {
                space_id: string;
                /** @description the content type API ID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Article",
                 *       "guidance": "One entry per article; news goes in News"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description the name people see
                     * @example Article
                     */
                    name?: string;
                    /**
                     * @description cannot change; accepted only when equal
                     * @example post
                     */
                    api_id?: string;
                    /** @description what the type holds, for editors and agents */
                    description?: string | null;
                    /** @description the title field; null: automatic */
                    display_field?: string | null;
                    /** @description like /blog/{slug} */
                    url_path?: string | null;
                    /** @description when to use the type, up to 2000 characters; null or "" clears */
                    guidance?: string | null;
                    /** @description up to 4 image file IDs; [] clears */
                    previews?: string[] | null;
                    /** @description how the dashboard presents it; null: automatic */
                    kind?: ("page" | "section" | "collection" | "settings") | null;
                    /** @description the field shown under the title in lists; null: automatic */
                    subtitle_field?: string | null;
                    /** @description an asset or assets field; null: automatic */
                    image_field?: string | null;
                    /** @description place in the Content menu, 1 first; null: automatic */
                    position?: number | null;
                    /** @description sys.position, sys.created_at, sys.updated_at, sys.published_at or `fields.<api_id>`, "-" for descending; null: automatic */
                    entry_order?: string | null;
                };
            };
        };
        responses: {
            /** @description Updated: the content type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description nothing was saved
                         * @enum {boolean}
                         */
                        dry_run: true;
                        /**
                         * ContentType
                         * @description the content type as it would become
                         */
                        would_update: {
                            /** @description the content type's system data */
                            sys: {
                                /**
                                 * @description the content type id (its API ID)
                                 * @example post
                                 */
                                id: string;
                                /**
                                 * @description always ContentType
                                 * @enum {string}
                                 */
                                type: "ContentType";
                                /**
                                 * @description when it was made
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                created_at: string;
                                /**
                                 * @description when it last changed
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                updated_at: string;
                            };
                            /**
                             * @description the name people see
                             * @example Blog post
                             */
                            name: string;
                            /**
                             * @description its API ID: entries name their type with it
                             * @example post
                             */
                            api_id: string;
                            /** @description what the type holds, for editors and agents, or null */
                            description: string | null;
                            /**
                             * @description a single entry (site settings)
                             * @example false
                             */
                            singleton: boolean;
                            /** @description the title field (set, or chosen automatically), or null when none fits */
                            display_field: string | null;
                            /** @description where its entries live on the site, or null */
                            url_path: string | null;
                            /**
                             * @description when to use the type, when set
                             * @example One entry per article; news goes in News
                             */
                            guidance?: string;
                            /** @description example images of the type, when set */
                            previews?: {
                                /**
                                 * @description the file id
                                 * @example hero
                                 */
                                id: string;
                                /**
                                 * Format: uri
                                 * @description its address
                                 * @example https://cms.example.com/files/blog/hero/3f9a1c2b/harbour.jpg
                                 */
                                url: string;
                                /** @description its text alternative, or null */
                                alt: string | null;
                            }[];
                            /**
                             * @description how the dashboard presents it (set, or inferred)
                             * @enum {string}
                             */
                            kind: "page" | "section" | "collection" | "settings";
                            /** @description the field shown under the title in lists, or null */
                            subtitle_field: string | null;
                            /** @description the asset field shown as its picture, or null */
                            image_field: string | null;
                            /**
                             * @description place in the Content menu, 1 first
                             * @example 1
                             */
                            position: number;
                            /**
                             * @description how its entries are listed: sys.position, sys.created_at, sys.updated_at, sys.published_at or fields.<api_id>, "-" for descending
                             * @example -sys.published_at
                             */
                            entry_order: string;
                            /** @description the fields, in form order */
                            fields: {
                                /**
                                 * @description its API ID: the key of its value in entry fields
                                 * @example title
                                 */
                                api_id: string;
                                /**
                                 * @description the label editors see
                                 * @example Title
                                 */
                                name: string;
                                /**
                                 * @description the value type
                                 * @enum {string}
                                 */
                                type: "symbol" | "text" | "rich_text" | "integer" | "number" | "boolean" | "date" | "json" | "slug" | "tags" | "reference" | "references" | "asset" | "assets" | "list" | "url" | "email" | "color" | "select" | "multi_select";
                                /**
                                 * @description checked on publish
                                 * @example true
                                 */
                                required: boolean;
                                /**
                                 * @description true: one value per language
                                 * @example true
                                 */
                                localized: boolean;
                                /**
                                 * @description true hides the field from forms; its data stays
                                 * @example false
                                 */
                                hidden: boolean;
                                /**
                                 * @description one line for editors, when set
                                 * @example Shown as the page title and in search results
                                 */
                                help?: string;
                                /**
                                 * @description the form heading it sits under, when set
                                 * @example SEO
                                 */
                                group?: string;
                                /**
                                 * @description select and multi_select: the options
                                 * @example [
                                 *       "news",
                                 *       "guide"
                                 *     ]
                                 */
                                options?: string[];
                                /**
                                 * @description asset fields: which files it takes (set, or inferred from the API ID)
                                 * @enum {string}
                                 */
                                accept?: "image" | "video" | "any";
                                /**
                                 * @description rich_text fields: warn when set; absent: refuse
                                 * @enum {string}
                                 */
                                draft_links?: "refuse" | "warn";
                                /**
                                 * @description reference fields: allowed content types; rich_text fields: the types its text may link to or embed (empty: any)
                                 * @example [
                                 *       "author"
                                 *     ]
                                 */
                                link_content_types?: string[];
                                /** @description list fields: the columns of each row */
                                item_fields?: {
                                    /**
                                     * @description the column's API ID
                                     * @example label
                                     */
                                    api_id: string;
                                    /**
                                     * @description the column's label for editors
                                     * @example Label
                                     */
                                    name: string;
                                    /**
                                     * @description the column's value type
                                     * @enum {string}
                                     */
                                    type: "symbol" | "text" | "integer" | "number" | "boolean" | "date" | "url" | "email" | "color" | "select" | "reference";
                                    /**
                                     * @description select columns: the options
                                     * @example [
                                     *       "small",
                                     *       "large"
                                     *     ]
                                     */
                                    options?: string[];
                                    /**
                                     * @description reference columns: allowed content types (empty: any)
                                     * @example [
                                     *       "page"
                                     *     ]
                                     */
                                    link_content_types?: string[];
                                }[];
                            }[];
                            /**
                             * @description what the type has set up halfway (e.g. a url_path with {slug} but no slug field yet); absent when nothing
                             * @example [
                             *       "url_path /blog/{slug} names {slug} but the type has no slug field"
                             *     ]
                             */
                            warnings?: string[];
                        };
                    } | {
                        /** @description the content type's system data */
                        sys: {
                            /**
                             * @description the content type id (its API ID)
                             * @example post
                             */
                            id: string;
                            /**
                             * @description always ContentType
                             * @enum {string}
                             */
                            type: "ContentType";
                            /**
                             * @description when it was made
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /**
                             * @description when it last changed
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            updated_at: string;
                        };
                        /**
                         * @description the name people see
                         * @example Blog post
                         */
                        name: string;
                        /**
                         * @description its API ID: entries name their type with it
                         * @example post
                         */
                        api_id: string;
                        /** @description what the type holds, for editors and agents, or null */
                        description: string | null;
                        /**
                         * @description a single entry (site settings)
                         * @example false
                         */
                        singleton: boolean;
                        /** @description the title field (set, or chosen automatically), or null when none fits */
                        display_field: string | null;
                        /** @description where its entries live on the site, or null */
                        url_path: string | null;
                        /**
                         * @description when to use the type, when set
                         * @example One entry per article; news goes in News
                         */
                        guidance?: string;
                        /** @description example images of the type, when set */
                        previews?: {
                            /**
                             * @description the file id
                             * @example hero
                             */
                            id: string;
                            /**
                             * Format: uri
                             * @description its address
                             * @example https://cms.example.com/files/blog/hero/3f9a1c2b/harbour.jpg
                             */
                            url: string;
                            /** @description its text alternative, or null */
                            alt: string | null;
                        }[];
                        /**
                         * @description how the dashboard presents it (set, or inferred)
                         * @enum {string}
                         */
                        kind: "page" | "section" | "collection" | "settings";
                        /** @description the field shown under the title in lists, or null */
                        subtitle_field: string | null;
                        /** @description the asset field shown as its picture, or null */
                        image_field: string | null;
                        /**
                         * @description place in the Content menu, 1 first
                         * @example 1
                         */
                        position: number;
                        /**
                         * @description how its entries are listed: sys.position, sys.created_at, sys.updated_at, sys.published_at or fields.<api_id>, "-" for descending
                         * @example -sys.published_at
                         */
                        entry_order: string;
                        /** @description the fields, in form order */
                        fields: {
                            /**
                             * @description its API ID: the key of its value in entry fields
                             * @example title
                             */
                            api_id: string;
                            /**
                             * @description the label editors see
                             * @example Title
                             */
                            name: string;
                            /**
                             * @description the value type
                             * @enum {string}
                             */
                            type: "symbol" | "text" | "rich_text" | "integer" | "number" | "boolean" | "date" | "json" | "slug" | "tags" | "reference" | "references" | "asset" | "assets" | "list" | "url" | "email" | "color" | "select" | "multi_select";
                            /**
                             * @description checked on publish
                             * @example true
                             */
                            required: boolean;
                            /**
                             * @description true: one value per language
                             * @example true
                             */
                            localized: boolean;
                            /**
                             * @description true hides the field from forms; its data stays
                             * @example false
                             */
                            hidden: boolean;
                            /**
                             * @description one line for editors, when set
                             * @example Shown as the page title and in search results
                             */
                            help?: string;
                            /**
                             * @description the form heading it sits under, when set
                             * @example SEO
                             */
                            group?: string;
                            /**
                             * @description select and multi_select: the options
                             * @example [
                             *       "news",
                             *       "guide"
                             *     ]
                             */
                            options?: string[];
                            /**
                             * @description asset fields: which files it takes (set, or inferred from the API ID)
                             * @enum {string}
                             */
                            accept?: "image" | "video" | "any";
                            /**
                             * @description rich_text fields: warn when set; absent: refuse
                             * @enum {string}
                             */
                            draft_links?: "refuse" | "warn";
                            /**
                             * @description reference fields: allowed content types; rich_text fields: the types its text may link to or embed (empty: any)
                             * @example [
                             *       "author"
                             *     ]
                             */
                            link_content_types?: string[];
                            /** @description list fields: the columns of each row */
                            item_fields?: {
                                /**
                                 * @description the column's API ID
                                 * @example label
                                 */
                                api_id: string;
                                /**
                                 * @description the column's label for editors
                                 * @example Label
                                 */
                                name: string;
                                /**
                                 * @description the column's value type
                                 * @enum {string}
                                 */
                                type: "symbol" | "text" | "integer" | "number" | "boolean" | "date" | "url" | "email" | "color" | "select" | "reference";
                                /**
                                 * @description select columns: the options
                                 * @example [
                                 *       "small",
                                 *       "large"
                                 *     ]
                                 */
                                options?: string[];
                                /**
                                 * @description reference columns: allowed content types (empty: any)
                                 * @example [
                                 *       "page"
                                 *     ]
                                 */
                                link_content_types?: string[];
                            }[];
                        }[];
                        /**
                         * @description what the type has set up halfway (e.g. a url_path with {slug} but no slug field yet); absent when nothing
                         * @example [
                         *       "url_path /blog/{slug} names {slug} but the type has no slug field"
                         *     ]
                         */
                        warnings?: string[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    createContentTypeField: {
        parameters: {
            query?: {
                /** @description validate and show the result without saving */
                dry_run?: boolean;
            };
            header?: never;
            path: {
                space_id: string;
                /** @description the content type API ID */
                content_type_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "api_id": "title",
                 *       "name": "Title",
                 *       "type": "symbol",
                 *       "required": true,
                 *       "localized": true,
                 *       "help": "Shown as the page title"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description a letter, then letters, digits or _; up to 64; never reused in the type
                     * @example title
                     */
                    api_id: string;
                    /**
                     * @description the label editors see
                     * @example Title
                     */
                    name: string;
                    /**
                     * @description the value type
                     * @example symbol
                     * @enum {string}
                     */
                    type: "symbol" | "text" | "rich_text" | "integer" | "number" | "boolean" | "date" | "json" | "slug" | "tags" | "reference" | "references" | "asset" | "assets" | "list" | "url" | "email" | "color" | "select" | "multi_select";
                    /**
                     * @description checked on publish
                     * @example true
                     */
                    required?: boolean;
                    /**
                     * @description true: one value per language
                     * @example true
                     */
                    localized?: boolean;
                    /**
                     * @description true hides the field from forms; its data stays
                     * @example false
                     */
                    hidden?: boolean;
                    /** @description reference fields: allowed content types; rich_text fields: the types its text may link to or embed (empty or absent: any) */
                    link_content_types?: string[] | null;
                    /** @description list fields: the columns of each row */
                    item_fields?: {
                        /**
                         * @description the column's API ID: a letter, then letters, digits or _
                         * @example label
                         */
                        api_id: string;
                        /**
                         * @description the column's label for editors
                         * @example Label
                         */
                        name: string;
                        /**
                         * @description the column's value type
                         * @example symbol
                         * @enum {string}
                         */
                        type: "symbol" | "text" | "integer" | "number" | "boolean" | "date" | "url" | "email" | "color" | "select" | "reference";
                        /**
                         * @description select columns: 1 to 50 unique options, each up to 100 characters
                         * @example [
                         *       "small",
                         *       "large"
                         *     ]
                         */
                        options?: string[];
                        /**
                         * @description reference columns: allowed content types (empty or absent: any)
                         * @example [
                         *       "page"
                         *     ]
                         */
                        link_content_types?: string[];
                    }[] | null;
                    /** @description one line for editors, up to 300 characters */
                    help?: string | null;
                    /** @description form heading, up to 40 characters */
                    group?: string | null;
                    /** @description select and multi_select: 1 to 50 unique options, each up to 100 characters */
                    options?: string[] | null;
                    /** @description asset fields: which files it takes; null: inferred from the API ID */
                    accept?: ("image" | "video" | "any") | null;
                    /** @description rich_text fields: publishing text that links to or embeds an unpublished entry is refused (refuse, the default) or done with a site warning, the link shown as plain text until its target is published (warn) */
                    draft_links?: ("refuse" | "warn") | null;
                };
            };
        };
        responses: {
            /** @description Dry run (`dry_run: true`): what the content type field would become; nothing is saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description nothing was saved
                         * @enum {boolean}
                         */
                        dry_run: true;
                        /**
                         * ContentType
                         * @description the content type as it would become
                         */
                        would_update: {
                            /** @description the content type's system data */
                            sys: {
                                /**
                                 * @description the content type id (its API ID)
                                 * @example post
                                 */
                                id: string;
                                /**
                                 * @description always ContentType
                                 * @enum {string}
                                 */
                                type: "ContentType";
                                /**
                                 * @description when it was made
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                created_at: string;
                                /**
                                 * @description when it last changed
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                updated_at: string;
                            };
                            /**
                             * @description the name people see
                             * @example Blog post
                             */
                            name: string;
                            /**
                             * @description its API ID: entries name their type with it
                             * @example post
                             */
                            api_id: string;
                            /** @description what the type holds, for editors and agents, or null */
                            description: string | null;
                            /**
                             * @description a single entry (site settings)
                             * @example false
                             */
                            singleton: boolean;
                            /** @description the title field (set, or chosen automatically), or null when none fits */
                            display_field: string | null;
                            /** @description where its entries live on the site, or null */
                            url_path: string | null;
                            /**
                             * @description when to use the type, when set
                             * @example One entry per article; news goes in News
                             */
                            guidance?: string;
                            /** @description example images of the type, when set */
                            previews?: {
                                /**
                                 * @description the file id
                                 * @example hero
                                 */
                                id: string;
                                /**
                                 * Format: uri
                                 * @description its address
                                 * @example https://cms.example.com/files/blog/hero/3f9a1c2b/harbour.jpg
                                 */
                                url: string;
                                /** @description its text alternative, or null */
                                alt: string | null;
                            }[];
                            /**
                             * @description how the dashboard presents it (set, or inferred)
                             * @enum {string}
                             */
                            kind: "page" | "section" | "collection" | "settings";
                            /** @description the field shown under the title in lists, or null */
                            subtitle_field: string | null;
                            /** @description the asset field shown as its picture, or null */
                            image_field: string | null;
                            /**
                             * @description place in the Content menu, 1 first
                             * @example 1
                             */
                            position: number;
                            /**
                             * @description how its entries are listed: sys.position, sys.created_at, sys.updated_at, sys.published_at or fields.<api_id>, "-" for descending
                             * @example -sys.published_at
                             */
                            entry_order: string;
                            /** @description the fields, in form order */
                            fields: {
                                /**
                                 * @description its API ID: the key of its value in entry fields
                                 * @example title
                                 */
                                api_id: string;
                                /**
                                 * @description the label editors see
                                 * @example Title
                                 */
                                name: string;
                                /**
                                 * @description the value type
                                 * @enum {string}
                                 */
                                type: "symbol" | "text" | "rich_text" | "integer" | "number" | "boolean" | "date" | "json" | "slug" | "tags" | "reference" | "references" | "asset" | "assets" | "list" | "url" | "email" | "color" | "select" | "multi_select";
                                /**
                                 * @description checked on publish
                                 * @example true
                                 */
                                required: boolean;
                                /**
                                 * @description true: one value per language
                                 * @example true
                                 */
                                localized: boolean;
                                /**
                                 * @description true hides the field from forms; its data stays
                                 * @example false
                                 */
                                hidden: boolean;
                                /**
                                 * @description one line for editors, when set
                                 * @example Shown as the page title and in search results
                                 */
                                help?: string;
                                /**
                                 * @description the form heading it sits under, when set
                                 * @example SEO
                                 */
                                group?: string;
                                /**
                                 * @description select and multi_select: the options
                                 * @example [
                                 *       "news",
                                 *       "guide"
                                 *     ]
                                 */
                                options?: string[];
                                /**
                                 * @description asset fields: which files it takes (set, or inferred from the API ID)
                                 * @enum {string}
                                 */
                                accept?: "image" | "video" | "any";
                                /**
                                 * @description rich_text fields: warn when set; absent: refuse
                                 * @enum {string}
                                 */
                                draft_links?: "refuse" | "warn";
                                /**
                                 * @description reference fields: allowed content types; rich_text fields: the types its text may link to or embed (empty: any)
                                 * @example [
                                 *       "author"
                                 *     ]
                                 */
                                link_content_types?: string[];
                                /** @description list fields: the columns of each row */
                                item_fields?: {
                                    /**
                                     * @description the column's API ID
                                     * @example label
                                     */
                                    api_id: string;
                                    /**
                                     * @description the column's label for editors
                                     * @example Label
                                     */
                                    name: string;
                                    /**
                                     * @description the column's value type
                                     * @enum {string}
                                     */
                                    type: "symbol" | "text" | "integer" | "number" | "boolean" | "date" | "url" | "email" | "color" | "select" | "reference";
                                    /**
                                     * @description select columns: the options
                                     * @example [
                                     *       "small",
                                     *       "large"
                                     *     ]
                                     */
                                    options?: string[];
                                    /**
                                     * @description reference columns: allowed content types (empty: any)
                                     * @example [
                                     *       "page"
                                     *     ]
                                     */
                                    link_content_types?: string[];
                                }[];
                            }[];
                            /**
                             * @description what the type has set up halfway (e.g. a url_path with {slug} but no slug field yet); absent when nothing
                             * @example [
                             *       "url_path /blog/{slug} names {slug} but the type has no slug field"
                             *     ]
                             */
                            warnings?: string[];
                        };
                    };
                };
            };
            /** @description Created: the new content type. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the content type's system data */
                        sys: {
                            /**
                             * @description the content type id (its API ID)
                             * @example post
                             */
                            id: string;
                            /**
                             * @description always ContentType
                             * @enum {string}
                             */
                            type: "ContentType";
                            /**
                             * @description when it was made
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /**
                             * @description when it last changed
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            updated_at: string;
                        };
                        /**
                         * @description the name people see
                         * @example Blog post
                         */
                        name: string;
                        /**
                         * @description its API ID: entries name their type with it
                         * @example post
                         */
                        api_id: string;
                        /** @description what the type holds, for editors and agents, or null */
                        description: string | null;
                        /**
                         * @description a single entry (site settings)
                         * @example false
                         */
                        singleton: boolean;
                        /** @description the title field (set, or chosen automatically), or null when none fits */
                        display_field: string | null;
                        /** @description where its entries live on the site, or null */
                        url_path: string | null;
                        /**
                         * @description when to use the type, when set
                         * @example One entry per article; news goes in News
                         */
                        guidance?: string;
                        /** @description example images of the type, when set */
                        previews?: {
                            /**
                             * @description the file id
                             * @example hero
                             */
                            id: string;
                            /**
                             * Format: uri
                             * @description its address
                             * @example https://cms.example.com/files/blog/hero/3f9a1c2b/harbour.jpg
                             */
                            url: string;
                            /** @description its text alternative, or null */
                            alt: string | null;
                        }[];
                        /**
                         * @description how the dashboard presents it (set, or inferred)
                         * @enum {string}
                         */
                        kind: "page" | "section" | "collection" | "settings";
                        /** @description the field shown under the title in lists, or null */
                        subtitle_field: string | null;
                        /** @description the asset field shown as its picture, or null */
                        image_field: string | null;
                        /**
                         * @description place in the Content menu, 1 first
                         * @example 1
                         */
                        position: number;
                        /**
                         * @description how its entries are listed: sys.position, sys.created_at, sys.updated_at, sys.published_at or fields.<api_id>, "-" for descending
                         * @example -sys.published_at
                         */
                        entry_order: string;
                        /** @description the fields, in form order */
                        fields: {
                            /**
                             * @description its API ID: the key of its value in entry fields
                             * @example title
                             */
                            api_id: string;
                            /**
                             * @description the label editors see
                             * @example Title
                             */
                            name: string;
                            /**
                             * @description the value type
                             * @enum {string}
                             */
                            type: "symbol" | "text" | "rich_text" | "integer" | "number" | "boolean" | "date" | "json" | "slug" | "tags" | "reference" | "references" | "asset" | "assets" | "list" | "url" | "email" | "color" | "select" | "multi_select";
                            /**
                             * @description checked on publish
                             * @example true
                             */
                            required: boolean;
                            /**
                             * @description true: one value per language
                             * @example true
                             */
                            localized: boolean;
                            /**
                             * @description true hides the field from forms; its data stays
                             * @example false
                             */
                            hidden: boolean;
                            /**
                             * @description one line for editors, when set
                             * @example Shown as the page title and in search results
                             */
                            help?: string;
                            /**
                             * @description the form heading it sits under, when set
                             * @example SEO
                             */
                            group?: string;
                            /**
                             * @description select and multi_select: the options
                             * @example [
                             *       "news",
                             *       "guide"
                             *     ]
                             */
                            options?: string[];
                            /**
                             * @description asset fields: which files it takes (set, or inferred from the API ID)
                             * @enum {string}
                             */
                            accept?: "image" | "video" | "any";
                            /**
                             * @description rich_text fields: warn when set; absent: refuse
                             * @enum {string}
                             */
                            draft_links?: "refuse" | "warn";
                            /**
                             * @description reference fields: allowed content types; rich_text fields: the types its text may link to or embed (empty: any)
                             * @example [
                             *       "author"
                             *     ]
                             */
                            link_content_types?: string[];
                            /** @description list fields: the columns of each row */
                            item_fields?: {
                                /**
                                 * @description the column's API ID
                                 * @example label
                                 */
                                api_id: string;
                                /**
                                 * @description the column's label for editors
                                 * @example Label
                                 */
                                name: string;
                                /**
                                 * @description the column's value type
                                 * @enum {string}
                                 */
                                type: "symbol" | "text" | "integer" | "number" | "boolean" | "date" | "url" | "email" | "color" | "select" | "reference";
                                /**
                                 * @description select columns: the options
                                 * @example [
                                 *       "small",
                                 *       "large"
                                 *     ]
                                 */
                                options?: string[];
                                /**
                                 * @description reference columns: allowed content types (empty: any)
                                 * @example [
                                 *       "page"
                                 *     ]
                                 */
                                link_content_types?: string[];
                            }[];
                        }[];
                        /**
                         * @description what the type has set up halfway (e.g. a url_path with {slug} but no slug field yet); absent when nothing
                         * @example [
                         *       "url_path /blog/{slug} names {slug} but the type has no slug field"
                         *     ]
                         */
                        warnings?: string[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    orderFields: {
        parameters: {
            query?: {
                /** @description validate and show the result without saving */
                dry_run?: boolean;
            };
            header?: never;
            path: {
                space_id: string;
                /** @description the content type API ID */
                content_type_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "fields": [
                 *         "title",
                 *         "slug",
                 *         "body",
                 *         "image"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * @description field API IDs in the order they should show; unlisted fields follow in their current order
                     * @example [
                     *       "title",
                     *       "slug",
                     *       "body"
                     *     ]
                     */
                    fields: string[];
                    /**
                     * @description check and show the result without saving (same as ?dry_run=true)
                     * @example true
                     */
                    dry_run?: boolean;
                };
            };
        };
        responses: {
            /** @description Ordered: the fields. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description nothing was saved
                         * @enum {boolean}
                         */
                        dry_run: true;
                        /**
                         * ContentType
                         * @description the content type as it would become
                         */
                        would_update: {
                            /** @description the content type's system data */
                            sys: {
                                /**
                                 * @description the content type id (its API ID)
                                 * @example post
                                 */
                                id: string;
                                /**
                                 * @description always ContentType
                                 * @enum {string}
                                 */
                                type: "ContentType";
                                /**
                                 * @description when it was made
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                created_at: string;
                                /**
                                 * @description when it last changed
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                updated_at: string;
                            };
                            /**
                             * @description the name people see
                             * @example Blog post
                             */
                            name: string;
                            /**
                             * @description its API ID: entries name their type with it
                             * @example post
                             */
                            api_id: string;
                            /** @description what the type holds, for editors and agents, or null */
                            description: string | null;
                            /**
                             * @description a single entry (site settings)
                             * @example false
                             */
                            singleton: boolean;
                            /** @description the title field (set, or chosen automatically), or null when none fits */
                            display_field: string | null;
                            /** @description where its entries live on the site, or null */
                            url_path: string | null;
                            /**
                             * @description when to use the type, when set
                             * @example One entry per article; news goes in News
                             */
                            guidance?: string;
                            /** @description example images of the type, when set */
                            previews?: {
                                /**
                                 * @description the file id
                                 * @example hero
                                 */
                                id: string;
                                /**
                                 * Format: uri
                                 * @description its address
                                 * @example https://cms.example.com/files/blog/hero/3f9a1c2b/harbour.jpg
                                 */
                                url: string;
                                /** @description its text alternative, or null */
                                alt: string | null;
                            }[];
                            /**
                             * @description how the dashboard presents it (set, or inferred)
                             * @enum {string}
                             */
                            kind: "page" | "section" | "collection" | "settings";
                            /** @description the field shown under the title in lists, or null */
                            subtitle_field: string | null;
                            /** @description the asset field shown as its picture, or null */
                            image_field: string | null;
                            /**
                             * @description place in the Content menu, 1 first
                             * @example 1
                             */
                            position: number;
                            /**
                             * @description how its entries are listed: sys.position, sys.created_at, sys.updated_at, sys.published_at or fields.<api_id>, "-" for descending
                             * @example -sys.published_at
                             */
                            entry_order: string;
                            /** @description the fields, in form order */
                            fields: {
                                /**
                                 * @description its API ID: the key of its value in entry fields
                                 * @example title
                                 */
                                api_id: string;
                                /**
                                 * @description the label editors see
                                 * @example Title
                                 */
                                name: string;
                                /**
                                 * @description the value type
                                 * @enum {string}
                                 */
                                type: "symbol" | "text" | "rich_text" | "integer" | "number" | "boolean" | "date" | "json" | "slug" | "tags" | "reference" | "references" | "asset" | "assets" | "list" | "url" | "email" | "color" | "select" | "multi_select";
                                /**
                                 * @description checked on publish
                                 * @example true
                                 */
                                required: boolean;
                                /**
                                 * @description true: one value per language
                                 * @example true
                                 */
                                localized: boolean;
                                /**
                                 * @description true hides the field from forms; its data stays
                                 * @example false
                                 */
                                hidden: boolean;
                                /**
                                 * @description one line for editors, when set
                                 * @example Shown as the page title and in search results
                                 */
                                help?: string;
                                /**
                                 * @description the form heading it sits under, when set
                                 * @example SEO
                                 */
                                group?: string;
                                /**
                                 * @description select and multi_select: the options
                                 * @example [
                                 *       "news",
                                 *       "guide"
                                 *     ]
                                 */
                                options?: string[];
                                /**
                                 * @description asset fields: which files it takes (set, or inferred from the API ID)
                                 * @enum {string}
                                 */
                                accept?: "image" | "video" | "any";
                                /**
                                 * @description rich_text fields: warn when set; absent: refuse
                                 * @enum {string}
                                 */
                                draft_links?: "refuse" | "warn";
                                /**
                                 * @description reference fields: allowed content types; rich_text fields: the types its text may link to or embed (empty: any)
                                 * @example [
                                 *       "author"
                                 *     ]
                                 */
                                link_content_types?: string[];
                                /** @description list fields: the columns of each row */
                                item_fields?: {
                                    /**
                                     * @description the column's API ID
                                     * @example label
                                     */
                                    api_id: string;
                                    /**
                                     * @description the column's label for editors
                                     * @example Label
                                     */
                                    name: string;
                                    /**
                                     * @description the column's value type
                                     * @enum {string}
                                     */
                                    type: "symbol" | "text" | "integer" | "number" | "boolean" | "date" | "url" | "email" | "color" | "select" | "reference";
                                    /**
                                     * @description select columns: the options
                                     * @example [
                                     *       "small",
                                     *       "large"
                                     *     ]
                                     */
                                    options?: string[];
                                    /**
                                     * @description reference columns: allowed content types (empty: any)
                                     * @example [
                                     *       "page"
                                     *     ]
                                     */
                                    link_content_types?: string[];
                                }[];
                            }[];
                            /**
                             * @description what the type has set up halfway (e.g. a url_path with {slug} but no slug field yet); absent when nothing
                             * @example [
                             *       "url_path /blog/{slug} names {slug} but the type has no slug field"
                             *     ]
                             */
                            warnings?: string[];
                        };
                    } | {
                        /** @description the content type's system data */
                        sys: {
                            /**
                             * @description the content type id (its API ID)
                             * @example post
                             */
                            id: string;
                            /**
                             * @description always ContentType
                             * @enum {string}
                             */
                            type: "ContentType";
                            /**
                             * @description when it was made
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /**
                             * @description when it last changed
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            updated_at: string;
                        };
                        /**
                         * @description the name people see
                         * @example Blog post
                         */
                        name: string;
                        /**
                         * @description its API ID: entries name their type with it
                         * @example post
                         */
                        api_id: string;
                        /** @description what the type holds, for editors and agents, or null */
                        description: string | null;
                        /**
                         * @description a single entry (site settings)
                         * @example false
                         */
                        singleton: boolean;
                        /** @description the title field (set, or chosen automatically), or null when none fits */
                        display_field: string | null;
                        /** @description where its entries live on the site, or null */
                        url_path: string | null;
                        /**
                         * @description when to use the type, when set
                         * @example One entry per article; news goes in News
                         */
                        guidance?: string;
                        /** @description example images of the type, when set */
                        previews?: {
                            /**
                             * @description the file id
                             * @example hero
                             */
                            id: string;
                            /**
                             * Format: uri
                             * @description its address
                             * @example https://cms.example.com/files/blog/hero/3f9a1c2b/harbour.jpg
                             */
                            url: string;
                            /** @description its text alternative, or null */
                            alt: string | null;
                        }[];
                        /**
                         * @description how the dashboard presents it (set, or inferred)
                         * @enum {string}
                         */
                        kind: "page" | "section" | "collection" | "settings";
                        /** @description the field shown under the title in lists, or null */
                        subtitle_field: string | null;
                        /** @description the asset field shown as its picture, or null */
                        image_field: string | null;
                        /**
                         * @description place in the Content menu, 1 first
                         * @example 1
                         */
                        position: number;
                        /**
                         * @description how its entries are listed: sys.position, sys.created_at, sys.updated_at, sys.published_at or fields.<api_id>, "-" for descending
                         * @example -sys.published_at
                         */
                        entry_order: string;
                        /** @description the fields, in form order */
                        fields: {
                            /**
                             * @description its API ID: the key of its value in entry fields
                             * @example title
                             */
                            api_id: string;
                            /**
                             * @description the label editors see
                             * @example Title
                             */
                            name: string;
                            /**
                             * @description the value type
                             * @enum {string}
                             */
                            type: "symbol" | "text" | "rich_text" | "integer" | "number" | "boolean" | "date" | "json" | "slug" | "tags" | "reference" | "references" | "asset" | "assets" | "list" | "url" | "email" | "color" | "select" | "multi_select";
                            /**
                             * @description checked on publish
                             * @example true
                             */
                            required: boolean;
                            /**
                             * @description true: one value per language
                             * @example true
                             */
                            localized: boolean;
                            /**
                             * @description true hides the field from forms; its data stays
                             * @example false
                             */
                            hidden: boolean;
                            /**
                             * @description one line for editors, when set
                             * @example Shown as the page title and in search results
                             */
                            help?: string;
                            /**
                             * @description the form heading it sits under, when set
                             * @example SEO
                             */
                            group?: string;
                            /**
                             * @description select and multi_select: the options
                             * @example [
                             *       "news",
                             *       "guide"
                             *     ]
                             */
                            options?: string[];
                            /**
                             * @description asset fields: which files it takes (set, or inferred from the API ID)
                             * @enum {string}
                             */
                            accept?: "image" | "video" | "any";
                            /**
                             * @description rich_text fields: warn when set; absent: refuse
                             * @enum {string}
                             */
                            draft_links?: "refuse" | "warn";
                            /**
                             * @description reference fields: allowed content types; rich_text fields: the types its text may link to or embed (empty: any)
                             * @example [
                             *       "author"
                             *     ]
                             */
                            link_content_types?: string[];
                            /** @description list fields: the columns of each row */
                            item_fields?: {
                                /**
                                 * @description the column's API ID
                                 * @example label
                                 */
                                api_id: string;
                                /**
                                 * @description the column's label for editors
                                 * @example Label
                                 */
                                name: string;
                                /**
                                 * @description the column's value type
                                 * @enum {string}
                                 */
                                type: "symbol" | "text" | "integer" | "number" | "boolean" | "date" | "url" | "email" | "color" | "select" | "reference";
                                /**
                                 * @description select columns: the options
                                 * @example [
                                 *       "small",
                                 *       "large"
                                 *     ]
                                 */
                                options?: string[];
                                /**
                                 * @description reference columns: allowed content types (empty: any)
                                 * @example [
                                 *       "page"
                                 *     ]
                                 */
                                link_content_types?: string[];
                            }[];
                        }[];
                        /**
                         * @description what the type has set up halfway (e.g. a url_path with {slug} but no slug field yet); absent when nothing
                         * @example [
                         *       "url_path /blog/{slug} names {slug} but the type has no slug field"
                         *     ]
                         */
                        warnings?: string[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    deleteContentTypeField: {
        parameters: {
            query?: {
                /** @description check and answer what would change; nothing is saved */
                dry_run?: boolean;
                /** @description delete the values entries hold in it (every version, published ones too) instead of refusing */
                delete_values?: boolean;
            };
            header?: never;
            path: {
                space_id: string;
                /** @description the content type API ID */
                content_type_id: string;
                /** @description the field API ID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the deleted field and how many entries lost its values (would_delete in a dry run) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "dry_run": false,
                     *       "deleted": {
                     *         "sys": {
                     *           "type": "Field",
                     *           "id": "subtitle",
                     *           "content_type": "post"
                     *         }
                     *       },
                     *       "entries_changed": 12,
                     *       "published_changed": 9
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description it was deleted
                         * @enum {boolean}
                         */
                        dry_run: false;
                        /** @description the field deleted */
                        deleted: {
                            /** @description what it was */
                            sys: {
                                /**
                                 * @description always Field
                                 * @enum {string}
                                 */
                                type: "Field";
                                /**
                                 * @description the field API ID
                                 * @example subtitle
                                 */
                                id: string;
                                /**
                                 * @description its content type
                                 * @example post
                                 */
                                content_type: string;
                            };
                        };
                        /**
                         * @description entries whose values of the field were deleted (latest, published or any version)
                         * @example 12
                         */
                        entries_changed: number;
                        /**
                         * @description of those, entries whose published version held a value
                         * @example 9
                         */
                        published_changed: number;
                    } | {
                        /**
                         * @description nothing was saved
                         * @enum {boolean}
                         */
                        dry_run: true;
                        /** @description the field deleted */
                        would_delete: {
                            /** @description what it was */
                            sys: {
                                /**
                                 * @description always Field
                                 * @enum {string}
                                 */
                                type: "Field";
                                /**
                                 * @description the field API ID
                                 * @example subtitle
                                 */
                                id: string;
                                /**
                                 * @description its content type
                                 * @example post
                                 */
                                content_type: string;
                            };
                        };
                        /**
                         * @description entries whose values of the field were deleted (latest, published or any version)
                         * @example 12
                         */
                        entries_changed: number;
                        /**
                         * @description of those, entries whose published version held a value
                         * @example 9
                         */
                        published_changed: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    updateContentTypeField: {
        parameters: {
            query?: {
                /** @description validate and show the result without saving */
                dry_run?: boolean;
            };
            header?: never;
            path: {
                space_id: string;
                content_type_id: string;
                /** @description the field API ID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Headline",
                 *       "required": true
                 *     }
                 */
                "application/json": {
                    /**
                     * @description cannot change; accepted only when equal
                     * @example title
                     */
                    api_id?: string;
                    /**
                     * @description the label editors see
                     * @example Headline
                     */
                    name?: string;
                    /**
                     * @description the value type; with data only among the text types, and only if every stored value fits
                     * @example text
                     * @enum {string}
                     */
                    type?: "symbol" | "text" | "rich_text" | "integer" | "number" | "boolean" | "date" | "json" | "slug" | "tags" | "reference" | "references" | "asset" | "assets" | "list" | "url" | "email" | "color" | "select" | "multi_select";
                    /**
                     * @description checked on publish
                     * @example true
                     */
                    required?: boolean;
                    /**
                     * @description true: one value per language
                     * @example true
                     */
                    localized?: boolean;
                    /**
                     * @description true hides the field from forms; its data stays
                     * @example false
                     */
                    hidden?: boolean;
                    /** @description reference fields: allowed content types; rich_text fields: the types its text may link to or embed (empty or absent: any) */
                    link_content_types?: string[] | null;
                    /** @description list fields: the columns of each row */
                    item_fields?: {
                        /**
                         * @description the column's API ID: a letter, then letters, digits or _
                         * @example label
                         */
                        api_id: string;
                        /**
                         * @description the column's label for editors
                         * @example Label
                         */
                        name: string;
                        /**
                         * @description the column's value type
                         * @example symbol
                         * @enum {string}
                         */
                        type: "symbol" | "text" | "integer" | "number" | "boolean" | "date" | "url" | "email" | "color" | "select" | "reference";
                        /**
                         * @description select columns: 1 to 50 unique options, each up to 100 characters
                         * @example [
                         *       "small",
                         *       "large"
                         *     ]
                         */
                        options?: string[];
                        /**
                         * @description reference columns: allowed content types (empty or absent: any)
                         * @example [
                         *       "page"
                         *     ]
                         */
                        link_content_types?: string[];
                    }[] | null;
                    /** @description one line for editors, up to 300 characters */
                    help?: string | null;
                    /** @description form heading, up to 40 characters */
                    group?: string | null;
                    /** @description select and multi_select: 1 to 50 unique options, each up to 100 characters */
                    options?: string[] | null;
                    /** @description asset fields: which files it takes; null: inferred from the API ID */
                    accept?: ("image" | "video" | "any") | null;
                    /** @description rich_text fields: publishing text that links to or embeds an unpublished entry is refused (refuse, the default) or done with a site warning, the link shown as plain text until its target is published (warn) */
                    draft_links?: ("refuse" | "warn") | null;
                };
            };
        };
        responses: {
            /** @description Updated: the content type field. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description nothing was saved
                         * @enum {boolean}
                         */
                        dry_run: true;
                        /**
                         * ContentType
                         * @description the content type as it would become
                         */
                        would_update: {
                            /** @description the content type's system data */
                            sys: {
                                /**
                                 * @description the content type id (its API ID)
                                 * @example post
                                 */
                                id: string;
                                /**
                                 * @description always ContentType
                                 * @enum {string}
                                 */
                                type: "ContentType";
                                /**
                                 * @description when it was made
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                created_at: string;
                                /**
                                 * @description when it last changed
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                updated_at: string;
                            };
                            /**
                             * @description the name people see
                             * @example Blog post
                             */
                            name: string;
                            /**
                             * @description its API ID: entries name their type with it
                             * @example post
                             */
                            api_id: string;
                            /** @description what the type holds, for editors and agents, or null */
                            description: string | null;
                            /**
                             * @description a single entry (site settings)
                             * @example false
                             */
                            singleton: boolean;
                            /** @description the title field (set, or chosen automatically), or null when none fits */
                            display_field: string | null;
                            /** @description where its entries live on the site, or null */
                            url_path: string | null;
                            /**
                             * @description when to use the type, when set
                             * @example One entry per article; news goes in News
                             */
                            guidance?: string;
                            /** @description example images of the type, when set */
                            previews?: {
                                /**
                                 * @description the file id
                                 * @example hero
                                 */
                                id: string;
                                /**
                                 * Format: uri
                                 * @description its address
                                 * @example https://cms.example.com/files/blog/hero/3f9a1c2b/harbour.jpg
                                 */
                                url: string;
                                /** @description its text alternative, or null */
                                alt: string | null;
                            }[];
                            /**
                             * @description how the dashboard presents it (set, or inferred)
                             * @enum {string}
                             */
                            kind: "page" | "section" | "collection" | "settings";
                            /** @description the field shown under the title in lists, or null */
                            subtitle_field: string | null;
                            /** @description the asset field shown as its picture, or null */
                            image_field: string | null;
                            /**
                             * @description place in the Content menu, 1 first
                             * @example 1
                             */
                            position: number;
                            /**
                             * @description how its entries are listed: sys.position, sys.created_at, sys.updated_at, sys.published_at or fields.<api_id>, "-" for descending
                             * @example -sys.published_at
                             */
                            entry_order: string;
                            /** @description the fields, in form order */
                            fields: {
                                /**
                                 * @description its API ID: the key of its value in entry fields
                                 * @example title
                                 */
                                api_id: string;
                                /**
                                 * @description the label editors see
                                 * @example Title
                                 */
                                name: string;
                                /**
                                 * @description the value type
                                 * @enum {string}
                                 */
                                type: "symbol" | "text" | "rich_text" | "integer" | "number" | "boolean" | "date" | "json" | "slug" | "tags" | "reference" | "references" | "asset" | "assets" | "list" | "url" | "email" | "color" | "select" | "multi_select";
                                /**
                                 * @description checked on publish
                                 * @example true
                                 */
                                required: boolean;
                                /**
                                 * @description true: one value per language
                                 * @example true
                                 */
                                localized: boolean;
                                /**
                                 * @description true hides the field from forms; its data stays
                                 * @example false
                                 */
                                hidden: boolean;
                                /**
                                 * @description one line for editors, when set
                                 * @example Shown as the page title and in search results
                                 */
                                help?: string;
                                /**
                                 * @description the form heading it sits under, when set
                                 * @example SEO
                                 */
                                group?: string;
                                /**
                                 * @description select and multi_select: the options
                                 * @example [
                                 *       "news",
                                 *       "guide"
                                 *     ]
                                 */
                                options?: string[];
                                /**
                                 * @description asset fields: which files it takes (set, or inferred from the API ID)
                                 * @enum {string}
                                 */
                                accept?: "image" | "video" | "any";
                                /**
                                 * @description rich_text fields: warn when set; absent: refuse
                                 * @enum {string}
                                 */
                                draft_links?: "refuse" | "warn";
                                /**
                                 * @description reference fields: allowed content types; rich_text fields: the types its text may link to or embed (empty: any)
                                 * @example [
                                 *       "author"
                                 *     ]
                                 */
                                link_content_types?: string[];
                                /** @description list fields: the columns of each row */
                                item_fields?: {
                                    /**
                                     * @description the column's API ID
                                     * @example label
                                     */
                                    api_id: string;
                                    /**
                                     * @description the column's label for editors
                                     * @example Label
                                     */
                                    name: string;
                                    /**
                                     * @description the column's value type
                                     * @enum {string}
                                     */
                                    type: "symbol" | "text" | "integer" | "number" | "boolean" | "date" | "url" | "email" | "color" | "select" | "reference";
                                    /**
                                     * @description select columns: the options
                                     * @example [
                                     *       "small",
                                     *       "large"
                                     *     ]
                                     */
                                    options?: string[];
                                    /**
                                     * @description reference columns: allowed content types (empty: any)
                                     * @example [
                                     *       "page"
                                     *     ]
                                     */
                                    link_content_types?: string[];
                                }[];
                            }[];
                            /**
                             * @description what the type has set up halfway (e.g. a url_path with {slug} but no slug field yet); absent when nothing
                             * @example [
                             *       "url_path /blog/{slug} names {slug} but the type has no slug field"
                             *     ]
                             */
                            warnings?: string[];
                        };
                    } | {
                        /** @description the content type's system data */
                        sys: {
                            /**
                             * @description the content type id (its API ID)
                             * @example post
                             */
                            id: string;
                            /**
                             * @description always ContentType
                             * @enum {string}
                             */
                            type: "ContentType";
                            /**
                             * @description when it was made
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /**
                             * @description when it last changed
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            updated_at: string;
                        };
                        /**
                         * @description the name people see
                         * @example Blog post
                         */
                        name: string;
                        /**
                         * @description its API ID: entries name their type with it
                         * @example post
                         */
                        api_id: string;
                        /** @description what the type holds, for editors and agents, or null */
                        description: string | null;
                        /**
                         * @description a single entry (site settings)
                         * @example false
                         */
                        singleton: boolean;
                        /** @description the title field (set, or chosen automatically), or null when none fits */
                        display_field: string | null;
                        /** @description where its entries live on the site, or null */
                        url_path: string | null;
                        /**
                         * @description when to use the type, when set
                         * @example One entry per article; news goes in News
                         */
                        guidance?: string;
                        /** @description example images of the type, when set */
                        previews?: {
                            /**
                             * @description the file id
                             * @example hero
                             */
                            id: string;
                            /**
                             * Format: uri
                             * @description its address
                             * @example https://cms.example.com/files/blog/hero/3f9a1c2b/harbour.jpg
                             */
                            url: string;
                            /** @description its text alternative, or null */
                            alt: string | null;
                        }[];
                        /**
                         * @description how the dashboard presents it (set, or inferred)
                         * @enum {string}
                         */
                        kind: "page" | "section" | "collection" | "settings";
                        /** @description the field shown under the title in lists, or null */
                        subtitle_field: string | null;
                        /** @description the asset field shown as its picture, or null */
                        image_field: string | null;
                        /**
                         * @description place in the Content menu, 1 first
                         * @example 1
                         */
                        position: number;
                        /**
                         * @description how its entries are listed: sys.position, sys.created_at, sys.updated_at, sys.published_at or fields.<api_id>, "-" for descending
                         * @example -sys.published_at
                         */
                        entry_order: string;
                        /** @description the fields, in form order */
                        fields: {
                            /**
                             * @description its API ID: the key of its value in entry fields
                             * @example title
                             */
                            api_id: string;
                            /**
                             * @description the label editors see
                             * @example Title
                             */
                            name: string;
                            /**
                             * @description the value type
                             * @enum {string}
                             */
                            type: "symbol" | "text" | "rich_text" | "integer" | "number" | "boolean" | "date" | "json" | "slug" | "tags" | "reference" | "references" | "asset" | "assets" | "list" | "url" | "email" | "color" | "select" | "multi_select";
                            /**
                             * @description checked on publish
                             * @example true
                             */
                            required: boolean;
                            /**
                             * @description true: one value per language
                             * @example true
                             */
                            localized: boolean;
                            /**
                             * @description true hides the field from forms; its data stays
                             * @example false
                             */
                            hidden: boolean;
                            /**
                             * @description one line for editors, when set
                             * @example Shown as the page title and in search results
                             */
                            help?: string;
                            /**
                             * @description the form heading it sits under, when set
                             * @example SEO
                             */
                            group?: string;
                            /**
                             * @description select and multi_select: the options
                             * @example [
                             *       "news",
                             *       "guide"
                             *     ]
                             */
                            options?: string[];
                            /**
                             * @description asset fields: which files it takes (set, or inferred from the API ID)
                             * @enum {string}
                             */
                            accept?: "image" | "video" | "any";
                            /**
                             * @description rich_text fields: warn when set; absent: refuse
                             * @enum {string}
                             */
                            draft_links?: "refuse" | "warn";
                            /**
                             * @description reference fields: allowed content types; rich_text fields: the types its text may link to or embed (empty: any)
                             * @example [
                             *       "author"
                             *     ]
                             */
                            link_content_types?: string[];
                            /** @description list fields: the columns of each row */
                            item_fields?: {
                                /**
                                 * @description the column's API ID
                                 * @example label
                                 */
                                api_id: string;
                                /**
                                 * @description the column's label for editors
                                 * @example Label
                                 */
                                name: string;
                                /**
                                 * @description the column's value type
                                 * @enum {string}
                                 */
                                type: "symbol" | "text" | "integer" | "number" | "boolean" | "date" | "url" | "email" | "color" | "select" | "reference";
                                /**
                                 * @description select columns: the options
                                 * @example [
                                 *       "small",
                                 *       "large"
                                 *     ]
                                 */
                                options?: string[];
                                /**
                                 * @description reference columns: allowed content types (empty: any)
                                 * @example [
                                 *       "page"
                                 *     ]
                                 */
                                link_content_types?: string[];
                            }[];
                        }[];
                        /**
                         * @description what the type has set up halfway (e.g. a url_path with {slug} but no slug field yet); absent when nothing
                         * @example [
                         *       "url_path /blog/{slug} names {slug} but the type has no slug field"
                         *     ]
                         */
                        warnings?: string[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getQuickAccess: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quick access. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true: check and show the result without saving anything
                         * @example true
                         */
                        dry_run?: boolean;
                        /** @description the shortcuts, in order */
                        quick_access: ({
                            /**
                             * @description an entry id
                             * @example 4BqrajvA8E6qwgkieoqmqO
                             */
                            entry: string;
                            /**
                             * @description the name shown in the menu
                             * @example Home
                             */
                            label: string;
                        } | {
                            /**
                             * @description a content type API ID
                             * @example post
                             */
                            content_type: string;
                            /**
                             * @description the name shown in the menu
                             * @example Home
                             */
                            label: string;
                        })[];
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    replaceQuickAccess: {
        parameters: {
            query?: {
                /** @description validate and show the result without saving */
                dry_run?: boolean;
            };
            header?: never;
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "entry": "4BqrajvA8E6qwgkieoqmqO",
                 *           "label": "Home page"
                 *         },
                 *         {
                 *           "content_type": "post"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description the shortcuts in order, each an entry or a content type (up to 8; [] clears) */
                    items: {
                        /**
                         * @description an entry id
                         * @example 4BqrajvA8E6qwgkieoqmqO
                         */
                        entry?: string;
                        /**
                         * @description a content type API ID
                         * @example post
                         */
                        content_type?: string;
                        label?: string | null;
                    }[];
                    /**
                     * @description true: check and show the result without saving anything
                     * @example true
                     */
                    dry_run?: boolean;
                };
            };
        };
        responses: {
            /** @description Saved: the quick access. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true: check and show the result without saving anything
                         * @example true
                         */
                        dry_run?: boolean;
                        /** @description the shortcuts, in order */
                        quick_access: ({
                            /**
                             * @description an entry id
                             * @example 4BqrajvA8E6qwgkieoqmqO
                             */
                            entry: string;
                            /**
                             * @description the name shown in the menu
                             * @example Home
                             */
                            label: string;
                        } | {
                            /**
                             * @description a content type API ID
                             * @example post
                             */
                            content_type: string;
                            /**
                             * @description the name shown in the menu
                             * @example Home
                             */
                            label: string;
                        })[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhooks. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description what the answer is */
                        sys: {
                            /**
                             * @description always Array: the answer is a list
                             * @enum {string}
                             */
                            type: "Array";
                        };
                        /**
                         * @description how many there are in all
                         * @example 42
                         */
                        total: number;
                        /** @description the deploy hooks */
                        items: {
                            /**
                             * @description the hook id
                             * @example wh_8Tn3Qp
                             */
                            id: string;
                            /**
                             * @description what it rebuilds
                             * @example Live site
                             */
                            name: string;
                            /**
                             * @description which host the hook belongs to; only a label
                             * @enum {unknown}
                             */
                            kind: "host_a" | "host_b" | "generic";
                            /**
                             * @description where it posts
                             * @example https://api.example-host.com/v1/hooks/build/abc123
                             */
                            url: string;
                            /**
                             * @description production: published content changed; preview: drafts changed too
                             * @enum {unknown}
                             */
                            target: "production" | "preview";
                            /**
                             * @description the events it gets
                             * @example [
                             *       "entry.published",
                             *       "entry.unpublished"
                             *     ]
                             */
                            events: ("entry.published" | "entry.unpublished" | "content_type.changed" | "asset.replaced" | "entry.saved" | "entry.deleted" | "asset.deleted" | "schedule.failed" | "readiness.changed")[];
                            /** @description its latest delivery, or null */
                            last_delivery: {
                                /**
                                 * @description also the webhook-id header (with a msg_ prefix), the same on every attempt
                                 * @example dl_2x7Kq9
                                 */
                                id: string;
                                /**
                                 * @description HTTP status of the last answer; 0 when none was received
                                 * @example 200
                                 */
                                status_code: number;
                                /**
                                 * @description true when the destination answered 2xx
                                 * @example true
                                 */
                                ok: boolean;
                                /**
                                 * @description how long the last answer took, in milliseconds; 0 when none was received
                                 * @example 184
                                 */
                                response_ms: number;
                                /** @description what failed: "unreachable (CODE)", "no answer within 1000 ms" or the HTTP status; null when it worked */
                                error: string | null;
                                /**
                                 * @description true for a test delivery (POST …/test)
                                 * @example false
                                 */
                                test: boolean;
                                /**
                                 * @description pending: waiting to be sent or retried; sending; succeeded; failed: given up
                                 * @enum {unknown}
                                 */
                                status: "pending" | "sending" | "succeeded" | "failed";
                                /**
                                 * @description the event, "multiple" for a coalesced burst of different events, or "webhook.test"
                                 * @enum {string}
                                 */
                                type: "entry.published" | "entry.unpublished" | "content_type.changed" | "asset.replaced" | "entry.saved" | "entry.deleted" | "asset.deleted" | "schedule.failed" | "readiness.changed" | "multiple" | "webhook.test";
                                /**
                                 * @description how many events it carries (a burst is sent as one delivery)
                                 * @example 1
                                 */
                                event_count: number;
                                /** @description the events it carries */
                                events: {
                                    /**
                                     * @description the event id
                                     * @example evt_5Jc2Lm
                                     */
                                    id: string;
                                    /**
                                     * @description what happened
                                     * @enum {string}
                                     */
                                    type: "entry.published" | "entry.unpublished" | "content_type.changed" | "asset.replaced" | "entry.saved" | "entry.deleted" | "asset.deleted" | "schedule.failed" | "readiness.changed" | "webhook.test";
                                    /** @description what the event is about */
                                    resource: {
                                        /**
                                         * @description what changed: entry, asset, content_type, …
                                         * @example entry
                                         */
                                        type: string;
                                        /**
                                         * @description its id
                                         * @example 4BqrajvA8E6qwgkieoqmqO
                                         */
                                        id: string;
                                    } & {
                                        [key: string]: unknown;
                                    };
                                    /**
                                     * @description when it happened
                                     * @example 2026-11-02T09:30:00.000Z
                                     */
                                    timestamp: string;
                                }[];
                                /**
                                 * @description how many times it was sent
                                 * @example 1
                                 */
                                attempts: number;
                                /** @description when it will be sent (again), while pending */
                                next_attempt_at: string | null;
                                /**
                                 * @description when the event was recorded
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                created_at: string;
                                /** @description when it was last sent, or null */
                                last_attempt_at: string | null;
                                /** @description when it succeeded or was given up, or null */
                                completed_at: string | null;
                            } | null;
                            /**
                             * @description true once the destination answered 410 Gone
                             * @example false
                             */
                            disabled: boolean;
                            /** @description when it was disabled, or null */
                            disabled_at: string | null;
                            /** @description why it was disabled, or null */
                            disabled_reason: string | null;
                            /**
                             * @description its last attempts failed in a row
                             * @example false
                             */
                            failing: boolean;
                            /**
                             * @description when it was made
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Live site",
                 *       "kind": "host_a",
                 *       "url": "https://api.example-host.com/v1/hooks/build/abc123",
                 *       "events": [
                 *         "entry.published",
                 *         "entry.unpublished"
                 *       ],
                 *       "target": "production"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description what the hook rebuilds, e.g. "Live site"
                     * @example Live site
                     */
                    name: string;
                    /**
                     * @description which host the hook belongs to; only a label: every kind gets the same request
                     * @enum {unknown}
                     */
                    kind: "host_a" | "host_b" | "generic";
                    /**
                     * @description https:// and public; checked again before every delivery
                     * @example https://api.example-host.com/v1/hooks/build/abc123
                     */
                    url: string;
                    /**
                     * @description any of entry.published, entry.unpublished, content_type.changed, asset.replaced, entry.saved, entry.deleted, asset.deleted, schedule.failed, readiness.changed; production default: all but entry.saved and schedule.failed; preview hooks always include entry.saved
                     * @example [
                     *       "entry.published",
                     *       "entry.unpublished"
                     *     ]
                     */
                    events?: string[];
                    /**
                     * @description production: published content changed; preview: drafts changed too (entry.saved)
                     * @default production
                     * @enum {unknown}
                     */
                    target?: "production" | "preview";
                };
            };
        };
        responses: {
            /** @description Created: the new webhook. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Webhook
                         * @description the new deploy hook
                         */
                        webhook: {
                            /**
                             * @description the hook id
                             * @example wh_8Tn3Qp
                             */
                            id: string;
                            /**
                             * @description what it rebuilds
                             * @example Live site
                             */
                            name: string;
                            /**
                             * @description which host the hook belongs to; only a label
                             * @enum {unknown}
                             */
                            kind: "host_a" | "host_b" | "generic";
                            /**
                             * @description where it posts
                             * @example https://api.example-host.com/v1/hooks/build/abc123
                             */
                            url: string;
                            /**
                             * @description production: published content changed; preview: drafts changed too
                             * @enum {unknown}
                             */
                            target: "production" | "preview";
                            /**
                             * @description the events it gets
                             * @example [
                             *       "entry.published",
                             *       "entry.unpublished"
                             *     ]
                             */
                            events: ("entry.published" | "entry.unpublished" | "content_type.changed" | "asset.replaced" | "entry.saved" | "entry.deleted" | "asset.deleted" | "schedule.failed" | "readiness.changed")[];
                            /** @description its latest delivery, or null */
                            last_delivery: {
                                /**
                                 * @description also the webhook-id header (with a msg_ prefix), the same on every attempt
                                 * @example dl_2x7Kq9
                                 */
                                id: string;
                                /**
                                 * @description HTTP status of the last answer; 0 when none was received
                                 * @example 200
                                 */
                                status_code: number;
                                /**
                                 * @description true when the destination answered 2xx
                                 * @example true
                                 */
                                ok: boolean;
                                /**
                                 * @description how long the last answer took, in milliseconds; 0 when none was received
                                 * @example 184
                                 */
                                response_ms: number;
                                /** @description what failed: "unreachable (CODE)", "no answer within 1000 ms" or the HTTP status; null when it worked */
                                error: string | null;
                                /**
                                 * @description true for a test delivery (POST …/test)
                                 * @example false
                                 */
                                test: boolean;
                                /**
                                 * @description pending: waiting to be sent or retried; sending; succeeded; failed: given up
                                 * @enum {unknown}
                                 */
                                status: "pending" | "sending" | "succeeded" | "failed";
                                /**
                                 * @description the event, "multiple" for a coalesced burst of different events, or "webhook.test"
                                 * @enum {string}
                                 */
                                type: "entry.published" | "entry.unpublished" | "content_type.changed" | "asset.replaced" | "entry.saved" | "entry.deleted" | "asset.deleted" | "schedule.failed" | "readiness.changed" | "multiple" | "webhook.test";
                                /**
                                 * @description how many events it carries (a burst is sent as one delivery)
                                 * @example 1
                                 */
                                event_count: number;
                                /** @description the events it carries */
                                events: {
                                    /**
                                     * @description the event id
                                     * @example evt_5Jc2Lm
                                     */
                                    id: string;
                                    /**
                                     * @description what happened
                                     * @enum {string}
                                     */
                                    type: "entry.published" | "entry.unpublished" | "content_type.changed" | "asset.replaced" | "entry.saved" | "entry.deleted" | "asset.deleted" | "schedule.failed" | "readiness.changed" | "webhook.test";
                                    /** @description what the event is about */
                                    resource: {
                                        /**
                                         * @description what changed: entry, asset, content_type, …
                                         * @example entry
                                         */
                                        type: string;
                                        /**
                                         * @description its id
                                         * @example 4BqrajvA8E6qwgkieoqmqO
                                         */
                                        id: string;
                                    } & {
                                        [key: string]: unknown;
                                    };
                                    /**
                                     * @description when it happened
                                     * @example 2026-11-02T09:30:00.000Z
                                     */
                                    timestamp: string;
                                }[];
                                /**
                                 * @description how many times it was sent
                                 * @example 1
                                 */
                                attempts: number;
                                /** @description when it will be sent (again), while pending */
                                next_attempt_at: string | null;
                                /**
                                 * @description when the event was recorded
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                created_at: string;
                                /** @description when it was last sent, or null */
                                last_attempt_at: string | null;
                                /** @description when it succeeded or was given up, or null */
                                completed_at: string | null;
                            } | null;
                            /**
                             * @description true once the destination answered 410 Gone
                             * @example false
                             */
                            disabled: boolean;
                            /** @description when it was disabled, or null */
                            disabled_at: string | null;
                            /** @description why it was disabled, or null */
                            disabled_reason: string | null;
                            /**
                             * @description its last attempts failed in a row
                             * @example false
                             */
                            failing: boolean;
                            /**
                             * @description when it was made
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                        };
                        /**
                         * @description whsec_…: verify signatures with it; shown once
                         * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
                         */
                        secret: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description the hook id
                         * @example wh_8Tn3Qp
                         */
                        id: string;
                        /**
                         * @description what it rebuilds
                         * @example Live site
                         */
                        name: string;
                        /**
                         * @description which host the hook belongs to; only a label
                         * @enum {unknown}
                         */
                        kind: "host_a" | "host_b" | "generic";
                        /**
                         * @description where it posts
                         * @example https://api.example-host.com/v1/hooks/build/abc123
                         */
                        url: string;
                        /**
                         * @description production: published content changed; preview: drafts changed too
                         * @enum {unknown}
                         */
                        target: "production" | "preview";
                        /**
                         * @description the events it gets
                         * @example [
                         *       "entry.published",
                         *       "entry.unpublished"
                         *     ]
                         */
                        events: ("entry.published" | "entry.unpublished" | "content_type.changed" | "asset.replaced" | "entry.saved" | "entry.deleted" | "asset.deleted" | "schedule.failed" | "readiness.changed")[];
                        /** @description its latest delivery, or null */
                        last_delivery: {
                            /**
                             * @description also the webhook-id header (with a msg_ prefix), the same on every attempt
                             * @example dl_2x7Kq9
                             */
                            id: string;
                            /**
                             * @description HTTP status of the last answer; 0 when none was received
                             * @example 200
                             */
                            status_code: number;
                            /**
                             * @description true when the destination answered 2xx
                             * @example true
                             */
                            ok: boolean;
                            /**
                             * @description how long the last answer took, in milliseconds; 0 when none was received
                             * @example 184
                             */
                            response_ms: number;
                            /** @description what failed: "unreachable (CODE)", "no answer within 1000 ms" or the HTTP status; null when it worked */
                            error: string | null;
                            /**
                             * @description true for a test delivery (POST …/test)
                             * @example false
                             */
                            test: boolean;
                            /**
                             * @description pending: waiting to be sent or retried; sending; succeeded; failed: given up
                             * @enum {unknown}
                             */
                            status: "pending" | "sending" | "succeeded" | "failed";
                            /**
                             * @description the event, "multiple" for a coalesced burst of different events, or "webhook.test"
                             * @enum {string}
                             */
                            type: "entry.published" | "entry.unpublished" | "content_type.changed" | "asset.replaced" | "entry.saved" | "entry.deleted" | "asset.deleted" | "schedule.failed" | "readiness.changed" | "multiple" | "webhook.test";
                            /**
                             * @description how many events it carries (a burst is sent as one delivery)
                             * @example 1
                             */
                            event_count: number;
                            /** @description the events it carries */
                            events: {
                                /**
                                 * @description the event id
                                 * @example evt_5Jc2Lm
                                 */
                                id: string;
                                /**
                                 * @description what happened
                                 * @enum {string}
                                 */
                                type: "entry.published" | "entry.unpublished" | "content_type.changed" | "asset.replaced" | "entry.saved" | "entry.deleted" | "asset.deleted" | "schedule.failed" | "readiness.changed" | "webhook.test";
                                /** @description what the event is about */
                                resource: {
                                    /**
                                     * @description what changed: entry, asset, content_type, …
                                     * @example entry
                                     */
                                    type: string;
                                    /**
                                     * @description its id
                                     * @example 4BqrajvA8E6qwgkieoqmqO
                                     */
                                    id: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                /**
                                 * @description when it happened
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                timestamp: string;
                            }[];
                            /**
                             * @description how many times it was sent
                             * @example 1
                             */
                            attempts: number;
                            /** @description when it will be sent (again), while pending */
                            next_attempt_at: string | null;
                            /**
                             * @description when the event was recorded
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /** @description when it was last sent, or null */
                            last_attempt_at: string | null;
                            /** @description when it succeeded or was given up, or null */
                            completed_at: string | null;
                        } | null;
                        /**
                         * @description true once the destination answered 410 Gone
                         * @example false
                         */
                        disabled: boolean;
                        /** @description when it was disabled, or null */
                        disabled_at: string | null;
                        /** @description why it was disabled, or null */
                        disabled_reason: string | null;
                        /**
                         * @description its last attempts failed in a row
                         * @example false
                         */
                        failing: boolean;
                        /**
                         * @description when it was made
                         * @example 2026-11-02T09:30:00.000Z
                         */
                        created_at: string;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test delivery, with the status and time of the destination's answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * WebhookDelivery
                         * @description the delivery sent
                         */
                        delivery: {
                            /**
                             * @description also the webhook-id header (with a msg_ prefix), the same on every attempt
                             * @example dl_2x7Kq9
                             */
                            id: string;
                            /**
                             * @description HTTP status of the last answer; 0 when none was received
                             * @example 200
                             */
                            status_code: number;
                            /**
                             * @description true when the destination answered 2xx
                             * @example true
                             */
                            ok: boolean;
                            /**
                             * @description how long the last answer took, in milliseconds; 0 when none was received
                             * @example 184
                             */
                            response_ms: number;
                            /** @description what failed: "unreachable (CODE)", "no answer within 1000 ms" or the HTTP status; null when it worked */
                            error: string | null;
                            /**
                             * @description true for a test delivery (POST …/test)
                             * @example false
                             */
                            test: boolean;
                            /**
                             * @description pending: waiting to be sent or retried; sending; succeeded; failed: given up
                             * @enum {unknown}
                             */
                            status: "pending" | "sending" | "succeeded" | "failed";
                            /**
                             * @description the event, "multiple" for a coalesced burst of different events, or "webhook.test"
                             * @enum {string}
                             */
                            type: "entry.published" | "entry.unpublished" | "content_type.changed" | "asset.replaced" | "entry.saved" | "entry.deleted" | "asset.deleted" | "schedule.failed" | "readiness.changed" | "multiple" | "webhook.test";
                            /**
                             * @description how many events it carries (a burst is sent as one delivery)
                             * @example 1
                             */
                            event_count: number;
                            /** @description the events it carries */
                            events: {
                                /**
                                 * @description the event id
                                 * @example evt_5Jc2Lm
                                 */
                                id: string;
                                /**
                                 * @description what happened
                                 * @enum {string}
                                 */
                                type: "entry.published" | "entry.unpublished" | "content_type.changed" | "asset.replaced" | "entry.saved" | "entry.deleted" | "asset.deleted" | "schedule.failed" | "readiness.changed" | "webhook.test";
                                /** @description what the event is about */
                                resource: {
                                    /**
                                     * @description what changed: entry, asset, content_type, …
                                     * @example entry
                                     */
                                    type: string;
                                    /**
                                     * @description its id
                                     * @example 4BqrajvA8E6qwgkieoqmqO
                                     */
                                    id: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                /**
                                 * @description when it happened
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                timestamp: string;
                            }[];
                            /**
                             * @description how many times it was sent
                             * @example 1
                             */
                            attempts: number;
                            /** @description when it will be sent (again), while pending */
                            next_attempt_at: string | null;
                            /**
                             * @description when the event was recorded
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /** @description when it was last sent, or null */
                            last_attempt_at: string | null;
                            /** @description when it succeeded or was given up, or null */
                            completed_at: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description deliveries to show (1 to 100) */
                limit?: number;
            };
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook deliveries. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description what the answer is */
                        sys: {
                            /**
                             * @description always Array: the answer is a list
                             * @enum {string}
                             */
                            type: "Array";
                        };
                        /**
                         * @description how many there are in all
                         * @example 42
                         */
                        total: number;
                        /**
                         * @description the page size
                         * @example 100
                         */
                        limit: number;
                        /** @description the deliveries, newest first */
                        items: {
                            /**
                             * @description also the webhook-id header (with a msg_ prefix), the same on every attempt
                             * @example dl_2x7Kq9
                             */
                            id: string;
                            /**
                             * @description HTTP status of the last answer; 0 when none was received
                             * @example 200
                             */
                            status_code: number;
                            /**
                             * @description true when the destination answered 2xx
                             * @example true
                             */
                            ok: boolean;
                            /**
                             * @description how long the last answer took, in milliseconds; 0 when none was received
                             * @example 184
                             */
                            response_ms: number;
                            /** @description what failed: "unreachable (CODE)", "no answer within 1000 ms" or the HTTP status; null when it worked */
                            error: string | null;
                            /**
                             * @description true for a test delivery (POST …/test)
                             * @example false
                             */
                            test: boolean;
                            /**
                             * @description pending: waiting to be sent or retried; sending; succeeded; failed: given up
                             * @enum {unknown}
                             */
                            status: "pending" | "sending" | "succeeded" | "failed";
                            /**
                             * @description the event, "multiple" for a coalesced burst of different events, or "webhook.test"
                             * @enum {string}
                             */
                            type: "entry.published" | "entry.unpublished" | "content_type.changed" | "asset.replaced" | "entry.saved" | "entry.deleted" | "asset.deleted" | "schedule.failed" | "readiness.changed" | "multiple" | "webhook.test";
                            /**
                             * @description how many events it carries (a burst is sent as one delivery)
                             * @example 1
                             */
                            event_count: number;
                            /** @description the events it carries */
                            events: {
                                /**
                                 * @description the event id
                                 * @example evt_5Jc2Lm
                                 */
                                id: string;
                                /**
                                 * @description what happened
                                 * @enum {string}
                                 */
                                type: "entry.published" | "entry.unpublished" | "content_type.changed" | "asset.replaced" | "entry.saved" | "entry.deleted" | "asset.deleted" | "schedule.failed" | "readiness.changed" | "webhook.test";
                                /** @description what the event is about */
                                resource: {
                                    /**
                                     * @description what changed: entry, asset, content_type, …
                                     * @example entry
                                     */
                                    type: string;
                                    /**
                                     * @description its id
                                     * @example 4BqrajvA8E6qwgkieoqmqO
                                     */
                                    id: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                /**
                                 * @description when it happened
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                timestamp: string;
                            }[];
                            /**
                             * @description how many times it was sent
                             * @example 1
                             */
                            attempts: number;
                            /** @description when it will be sent (again), while pending */
                            next_attempt_at: string | null;
                            /**
                             * @description when the event was recorded
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /** @description when it was last sent, or null */
                            last_attempt_at: string | null;
                            /** @description when it succeeded or was given up, or null */
                            completed_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: string;
                id: string;
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Retried: the webhook delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * WebhookDelivery
                         * @description the delivery sent
                         */
                        delivery: {
                            /**
                             * @description also the webhook-id header (with a msg_ prefix), the same on every attempt
                             * @example dl_2x7Kq9
                             */
                            id: string;
                            /**
                             * @description HTTP status of the last answer; 0 when none was received
                             * @example 200
                             */
                            status_code: number;
                            /**
                             * @description true when the destination answered 2xx
                             * @example true
                             */
                            ok: boolean;
                            /**
                             * @description how long the last answer took, in milliseconds; 0 when none was received
                             * @example 184
                             */
                            response_ms: number;
                            /** @description what failed: "unreachable (CODE)", "no answer within 1000 ms" or the HTTP status; null when it worked */
                            error: string | null;
                            /**
                             * @description true for a test delivery (POST …/test)
                             * @example false
                             */
                            test: boolean;
                            /**
                             * @description pending: waiting to be sent or retried; sending; succeeded; failed: given up
                             * @enum {unknown}
                             */
                            status: "pending" | "sending" | "succeeded" | "failed";
                            /**
                             * @description the event, "multiple" for a coalesced burst of different events, or "webhook.test"
                             * @enum {string}
                             */
                            type: "entry.published" | "entry.unpublished" | "content_type.changed" | "asset.replaced" | "entry.saved" | "entry.deleted" | "asset.deleted" | "schedule.failed" | "readiness.changed" | "multiple" | "webhook.test";
                            /**
                             * @description how many events it carries (a burst is sent as one delivery)
                             * @example 1
                             */
                            event_count: number;
                            /** @description the events it carries */
                            events: {
                                /**
                                 * @description the event id
                                 * @example evt_5Jc2Lm
                                 */
                                id: string;
                                /**
                                 * @description what happened
                                 * @enum {string}
                                 */
                                type: "entry.published" | "entry.unpublished" | "content_type.changed" | "asset.replaced" | "entry.saved" | "entry.deleted" | "asset.deleted" | "schedule.failed" | "readiness.changed" | "webhook.test";
                                /** @description what the event is about */
                                resource: {
                                    /**
                                     * @description what changed: entry, asset, content_type, …
                                     * @example entry
                                     */
                                    type: string;
                                    /**
                                     * @description its id
                                     * @example 4BqrajvA8E6qwgkieoqmqO
                                     */
                                    id: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                /**
                                 * @description when it happened
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                timestamp: string;
                            }[];
                            /**
                             * @description how many times it was sent
                             * @example 1
                             */
                            attempts: number;
                            /** @description when it will be sent (again), while pending */
                            next_attempt_at: string | null;
                            /**
                             * @description when the event was recorded
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /** @description when it was last sent, or null */
                            last_attempt_at: string | null;
                            /** @description when it succeeded or was given up, or null */
                            completed_at: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    listAssets: {
        parameters: {
            query?: {
                /** @description items per page (1 to 1000) */
                limit?: number;
                /** @description items to pass over (0 to 1000000000) */
                skip?: number;
                /** @description only images, videos, PDF documents, or other files */
                kind?: "image" | "video" | "pdf" | "other";
                /**
                 * @description words that must each appear in the title, file name, alt text or description (up to 10 words)
                 * @example harbour sunset
                 */
                query?: string;
            };
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assets. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description what the answer is */
                        sys: {
                            /**
                             * @description always Array: the answer is a list
                             * @enum {string}
                             */
                            type: "Array";
                        };
                        /**
                         * @description how many there are in all
                         * @example 42
                         */
                        total: number;
                        /**
                         * @description how many were passed over
                         * @example 0
                         */
                        skip: number;
                        /**
                         * @description the page size
                         * @example 100
                         */
                        limit: number;
                        /** @description the files of this page */
                        items: {
                            /** @description the file's system data */
                            sys: {
                                /**
                                 * @description the file id
                                 * @example hero
                                 */
                                id: string;
                                /**
                                 * @description always Asset
                                 * @enum {string}
                                 */
                                type: "Asset";
                                /**
                                 * @description when it was uploaded
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                created_at: string;
                                /**
                                 * @description when it or its file last changed
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                updated_at: string;
                            };
                            /** @description what describes the file */
                            fields: {
                                /**
                                 * @description its title (the file name unless given)
                                 * @example Harbour at dawn
                                 */
                                title: string;
                                /** @description text alternative for images; null when none yet */
                                alt: string | null;
                                /** @description a longer description for editors, or null */
                                description: string | null;
                                /** @description the stored file */
                                file: {
                                    /**
                                     * Format: uri
                                     * @description served by this service: long-lived caching, content hash in the path; images take w, h, fit, fm, q
                                     * @example https://cms.example.com/files/blog/hero/3f9a1c2b/harbour.jpg
                                     */
                                    url: string;
                                    /**
                                     * @description the file name
                                     * @example harbour.jpg
                                     */
                                    filename: string;
                                    /**
                                     * @description its media type
                                     * @example image/jpeg
                                     */
                                    content_type: string;
                                    /**
                                     * @description bytes
                                     * @example 482113
                                     */
                                    size: number;
                                    /**
                                     * @description pixels; images and most videos
                                     * @example 1600
                                     */
                                    width?: number;
                                    /**
                                     * @description pixels; images and most videos
                                     * @example 1067
                                     */
                                    height?: number;
                                };
                            };
                        }[];
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    createAsset: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description a fresh UUID per logical write (1 to 255 visible ASCII characters; an empty value is refused); a retry by the same person or agent with the same key and body within 24 hours answers the first response again (header Idempotent-Replayed: true) without doing the work twice; the same key with another body answers 422
                 * @example 5f0c3c1e-8a52-4d8e-9a3e-2f4b6a1c7d90
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                space_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://images.example.com/harbour.jpg",
                 *       "filename": "harbour.jpg",
                 *       "title": "Harbour at dawn",
                 *       "alt": "Fishing boats in the harbour at sunrise",
                 *       "description": "Photo: A. Smith, 2026"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uri
                     * @description https on the public internet; up to 3 redirects
                     * @example https://images.example.com/harbour.jpg
                     */
                    url: string;
                    /**
                     * @description overrides the name taken from the URL
                     * @example harbour.jpg
                     */
                    filename?: string;
                    /**
                     * @description defaults to the file name
                     * @example Harbour at dawn
                     */
                    title?: string;
                    /** @description text alternative; required before published entries may use an image */
                    alt?: string | null;
                    /** @description a longer description for editors (credits, where it was taken) */
                    description?: string | null;
                };
                /**
                 * @example {
                 *       "file": "(the file's bytes)",
                 *       "title": "Harbour at dawn",
                 *       "alt": "Fishing boats in the harbour at sunrise",
                 *       "description": "Photo: A. Smith, 2026",
                 *       "filename": "harbour.jpg"
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * @description JPG, PNG, WebP, GIF, SVG or PDF up to 20 MB; MP4 or WebM up to 50 MB
                     * @example (the file's bytes)
                     */
                    file: string;
                    /**
                     * @description defaults to the file name
                     * @example Harbour at dawn
                     */
                    title?: string;
                    /**
                     * @description text alternative; required before published entries may use an image
                     * @example Fishing boats in the harbour at sunrise
                     */
                    alt?: string;
                    /**
                     * @description a longer description for editors
                     * @example Photo: A. Smith, 2026
                     */
                    description?: string;
                    /**
                     * @description overrides the uploaded file's name
                     * @example harbour.jpg
                     */
                    filename?: string;
                };
            };
        };
        responses: {
            /** @description Created: the new asset. */
            201: {
                headers: {
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key (the work was not done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the file's system data */
                        sys: {
                            /**
                             * @description the file id
                             * @example hero
                             */
                            id: string;
                            /**
                             * @description always Asset
                             * @enum {string}
                             */
                            type: "Asset";
                            /**
                             * @description when it was uploaded
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /**
                             * @description when it or its file last changed
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            updated_at: string;
                        };
                        /** @description what describes the file */
                        fields: {
                            /**
                             * @description its title (the file name unless given)
                             * @example Harbour at dawn
                             */
                            title: string;
                            /** @description text alternative for images; null when none yet */
                            alt: string | null;
                            /** @description a longer description for editors, or null */
                            description: string | null;
                            /** @description the stored file */
                            file: {
                                /**
                                 * Format: uri
                                 * @description served by this service: long-lived caching, content hash in the path; images take w, h, fit, fm, q
                                 * @example https://cms.example.com/files/blog/hero/3f9a1c2b/harbour.jpg
                                 */
                                url: string;
                                /**
                                 * @description the file name
                                 * @example harbour.jpg
                                 */
                                filename: string;
                                /**
                                 * @description its media type
                                 * @example image/jpeg
                                 */
                                content_type: string;
                                /**
                                 * @description bytes
                                 * @example 482113
                                 */
                                size: number;
                                /**
                                 * @description pixels; images and most videos
                                 * @example 1600
                                 */
                                width?: number;
                                /**
                                 * @description pixels; images and most videos
                                 * @example 1067
                                 */
                                height?: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The asset. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the file's system data */
                        sys: {
                            /**
                             * @description the file id
                             * @example hero
                             */
                            id: string;
                            /**
                             * @description always Asset
                             * @enum {string}
                             */
                            type: "Asset";
                            /**
                             * @description when it was uploaded
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /**
                             * @description when it or its file last changed
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            updated_at: string;
                        };
                        /** @description what describes the file */
                        fields: {
                            /**
                             * @description its title (the file name unless given)
                             * @example Harbour at dawn
                             */
                            title: string;
                            /** @description text alternative for images; null when none yet */
                            alt: string | null;
                            /** @description a longer description for editors, or null */
                            description: string | null;
                            /** @description the stored file */
                            file: {
                                /**
                                 * Format: uri
                                 * @description served by this service: long-lived caching, content hash in the path; images take w, h, fit, fm, q
                                 * @example https://cms.example.com/files/blog/hero/3f9a1c2b/harbour.jpg
                                 */
                                url: string;
                                /**
                                 * @description the file name
                                 * @example harbour.jpg
                                 */
                                filename: string;
                                /**
                                 * @description its media type
                                 * @example image/jpeg
                                 */
                                content_type: string;
                                /**
                                 * @description bytes
                                 * @example 482113
                                 */
                                size: number;
                                /**
                                 * @description pixels; images and most videos
                                 * @example 1600
                                 */
                                width?: number;
                                /**
                                 * @description pixels; images and most videos
                                 * @example 1067
                                 */
                                height?: number;
                            };
                        };
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    deleteAsset: {
        parameters: {
            query?: {
                /** @description check and answer what would change; nothing is saved */
                dry_run?: boolean;
                /** @description remove the links other entries have to it (each gets a new version) instead of refusing */
                unlink?: boolean;
            };
            header?: never;
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description what was (or, in a dry run, would be) deleted, and the entries whose links to it were removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "dry_run": false,
                     *       "deleted": {
                     *         "sys": {
                     *           "type": "Entry",
                     *           "id": "4BqrajvA8E6qwgkieoqmqO"
                     *         }
                     *       },
                     *       "unlinked": [
                     *         {
                     *           "entry": "6QdtAIK5zgtSsi1fpHnKbr",
                     *           "content_type": "post",
                     *           "fields": [
                     *             "body"
                     *           ],
                     *           "published": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description it was deleted
                         * @enum {boolean}
                         */
                        dry_run: false;
                        /** @description the entry or file deleted */
                        deleted: {
                            /** @description what it was */
                            sys: {
                                /**
                                 * @description what it was
                                 * @enum {string}
                                 */
                                type: "Entry" | "Asset";
                                /**
                                 * @description its id
                                 * @example 4BqrajvA8E6qwgkieoqmqO
                                 */
                                id: string;
                            };
                        };
                        /** @description the entries whose links to it were (or would be) removed */
                        unlinked: {
                            /**
                             * @description id of an entry that linked to it
                             * @example 6QdtAIK5zgtSsi1fpHnKbr
                             */
                            entry: string;
                            /**
                             * @description its content type
                             * @example post
                             */
                            content_type: string;
                            /**
                             * @description the fields that held the links
                             * @example [
                             *       "body"
                             *     ]
                             */
                            fields: string[];
                            /**
                             * @description whether its published version linked too (rewritten in place)
                             * @example true
                             */
                            published: boolean;
                        }[];
                    } | {
                        /**
                         * @description nothing was saved
                         * @enum {boolean}
                         */
                        dry_run: true;
                        /** @description the entry or file deleted */
                        would_delete: {
                            /** @description what it was */
                            sys: {
                                /**
                                 * @description what it was
                                 * @enum {string}
                                 */
                                type: "Entry" | "Asset";
                                /**
                                 * @description its id
                                 * @example 4BqrajvA8E6qwgkieoqmqO
                                 */
                                id: string;
                            };
                        };
                        /** @description the entries whose links to it were (or would be) removed */
                        would_unlink: {
                            /**
                             * @description id of an entry that linked to it
                             * @example 6QdtAIK5zgtSsi1fpHnKbr
                             */
                            entry: string;
                            /**
                             * @description its content type
                             * @example post
                             */
                            content_type: string;
                            /**
                             * @description the fields that held the links
                             * @example [
                             *       "body"
                             *     ]
                             */
                            fields: string[];
                            /**
                             * @description whether its published version linked too (rewritten in place)
                             * @example true
                             */
                            published: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    updateAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://images.example.com/harbour-v2.jpg",
                 *       "filename": "harbour.jpg",
                 *       "title": "Harbour at dawn",
                 *       "alt": "Fishing boats in the harbour at sunrise",
                 *       "description": "Photo: A. Smith, 2026"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uri
                     * @description replace the file with this download, keeping the id
                     * @example https://images.example.com/harbour-v2.jpg
                     */
                    url?: string;
                    /**
                     * @description rename the file (or name the new one)
                     * @example harbour.jpg
                     */
                    filename?: string;
                    /**
                     * @description defaults to the file name
                     * @example Harbour at dawn
                     */
                    title?: string;
                    /** @description text alternative; required before published entries may use an image */
                    alt?: string | null;
                    /** @description a longer description for editors (credits, where it was taken) */
                    description?: string | null;
                };
                /**
                 * @example {
                 *       "file": "(the file's bytes)",
                 *       "title": "Harbour at dawn",
                 *       "alt": "Fishing boats in the harbour at sunrise",
                 *       "description": "Photo: A. Smith, 2026",
                 *       "filename": "harbour.jpg"
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * @description JPG, PNG, WebP, GIF, SVG or PDF up to 20 MB; MP4 or WebM up to 50 MB
                     * @example (the file's bytes)
                     */
                    file?: string;
                    /**
                     * @description defaults to the file name
                     * @example Harbour at dawn
                     */
                    title?: string;
                    /**
                     * @description text alternative; required before published entries may use an image
                     * @example Fishing boats in the harbour at sunrise
                     */
                    alt?: string;
                    /**
                     * @description a longer description for editors
                     * @example Photo: A. Smith, 2026
                     */
                    description?: string;
                    /**
                     * @description overrides the uploaded file's name
                     * @example harbour.jpg
                     */
                    filename?: string;
                };
            };
        };
        responses: {
            /** @description Updated: the asset. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the file's system data */
                        sys: {
                            /**
                             * @description the file id
                             * @example hero
                             */
                            id: string;
                            /**
                             * @description always Asset
                             * @enum {string}
                             */
                            type: "Asset";
                            /**
                             * @description when it was uploaded
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /**
                             * @description when it or its file last changed
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            updated_at: string;
                        };
                        /** @description what describes the file */
                        fields: {
                            /**
                             * @description its title (the file name unless given)
                             * @example Harbour at dawn
                             */
                            title: string;
                            /** @description text alternative for images; null when none yet */
                            alt: string | null;
                            /** @description a longer description for editors, or null */
                            description: string | null;
                            /** @description the stored file */
                            file: {
                                /**
                                 * Format: uri
                                 * @description served by this service: long-lived caching, content hash in the path; images take w, h, fit, fm, q
                                 * @example https://cms.example.com/files/blog/hero/3f9a1c2b/harbour.jpg
                                 */
                                url: string;
                                /**
                                 * @description the file name
                                 * @example harbour.jpg
                                 */
                                filename: string;
                                /**
                                 * @description its media type
                                 * @example image/jpeg
                                 */
                                content_type: string;
                                /**
                                 * @description bytes
                                 * @example 482113
                                 */
                                size: number;
                                /**
                                 * @description pixels; images and most videos
                                 * @example 1600
                                 */
                                width?: number;
                                /**
                                 * @description pixels; images and most videos
                                 * @example 1067
                                 */
                                height?: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getFile: {
        parameters: {
            query?: {
                /** @description width in pixels (1 to 4000) */
                w?: number;
                /** @description height in pixels (1 to 4000) */
                h?: number;
                /** @description with both w and h; default inside */
                fit?: "cover" | "contain" | "inside" | "outside" | "fill";
                /** @description output format; default the original format */
                fm?: "webp" | "avif" | "jpg" | "png";
                /** @description quality of jpg, webp and avif (1 to 100) */
                q?: number;
            };
            header?: never;
            path: {
                space: string;
                id: string;
                /** @description SHA-256 of the file; one the asset had before a replacement redirects to the current file, any other is 404 */
                sha: string;
                filename: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the file (images transformed when w, h, fit, fm or q are given); immutable, cacheable for a year */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            /** @description the requested byte range */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            /** @description to the file on the configured public storage URL, or to the current URL of a replaced file */
            302: {
                headers: {
                    /** @description where the browser goes next */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description If-None-Match matched */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description a transformation parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such file */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the range is outside the file */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["ErrorDefault"];
        };
    };
    listEntries: {
        parameters: {
            query?: {
                /** @description only entries of this type (needed for fields.* filters and orders) */
                content_type?: string;
                /** @description sys.created_at, sys.updated_at, sys.published_at, sys.position or `fields.<api_id>`; leading - for descending; up to 3, comma-separated */
                order?: string;
                /** @description items per page (1 to 1000) */
                limit?: number;
                /** @description items to pass over (0 to 1000000000) */
                skip?: number;
                /**
                 * @description a language code of the space, or * for every language (fields become objects keyed by code)
                 * @example en
                 */
                locale?: string;
                /** @description rich text as the block document (mdast JSON, default), markdown, or sanitised HTML */
                rich_text?: "json" | "markdown" | "html";
                /** @description levels of linked entries and files to put in includes (0 to 2) */
                include?: number;
                /**
                 * @description only entries that link to this entry: references, list cells, rich-text links and embeds (delivery keys: in the published version)
                 * @example 4BqrajvA8E6qwgkieoqmqO
                 */
                links_to_entry?: string;
                /**
                 * @description only entries that use this file: file fields, rich-text images, links and embeds
                 * @example hero
                 */
                links_to_asset?: string;
                /** @description keys that read drafts only: entries in this status (default: all but archived) */
                status?: "draft" | "published" | "changed" | "archived";
                /** @description preview and management keys: read as the site will be after this release is published (published content only, as a delivery key sees it); never cached */
                release?: string;
                /**
                 * @description full-text search in every text, rich-text, slug and tags field (every language, or the `locale` given); all words must match, the last also as a prefix. Best matches first unless `order` is given; each item gets `sys.search` {rank, snippet}. Delivery keys search published text only.
                 * @example häuser am see
                 */
                query?: string;
                /** @description the entry with this id */
                "sys.id"?: string;
                /** @description entries except this id */
                "sys.id[ne]"?: string;
                /**
                 * @description entries with one of these comma-separated ids (up to 100)
                 * @example id1,id2
                 */
                "sys.id[in]"?: string;
                /** @description entries with none of these comma-separated ids (up to 100) */
                "sys.id[nin]"?: string;
                /**
                 * @description Parameters whose names follow a pattern, each sent as its own `name=value` (form style; with openapi-fetch pass `querySerializer: { object: { style: 'form', explode: true } }`). `^fields\.[A-Za-z0-9_]+(\.sys\.id)?$`: equality filter on a field (requires content_type); list fields match when they contain the value; `fields.<link field>.sys.id` filters by the linked id `^fields\.[A-Za-z0-9_]+(\.sys\.id)?\[[a-z]*\]$`: filter with an operator (requires content_type): [ne], [in] and [nin] (comma-separated values), [exists] (true/false), [lt], [lte], [gt], [gte] (integer, number and date fields), [all] (list fields: every value)
                 * @example {
                 *       "fields.category": "news"
                 *     }
                 */
                filters?: {
                    [key: string]: string;
                };
            };
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description what the answer is */
                        sys: {
                            /**
                             * @description always Array: the answer is a list
                             * @enum {string}
                             */
                            type: "Array";
                        };
                        /**
                         * @description how many there are in all
                         * @example 42
                         */
                        total: number;
                        /**
                         * @description Present (false) only when total is a lower bound: a query= search matching more entries than are counted (1,000); its items are then in the list order instead of by rank.
                         * @enum {boolean}
                         */
                        total_exact?: false;
                        /**
                         * @description how many were passed over
                         * @example 0
                         */
                        skip: number;
                        /**
                         * @description the page size
                         * @example 100
                         */
                        limit: number;
                        /** @description the entries of this page */
                        items: {
                            /** @description the entry's system data */
                            sys: {
                                /**
                                 * @description the entry id
                                 * @example 4BqrajvA8E6qwgkieoqmqO
                                 */
                                id: string;
                                /**
                                 * @description always Entry
                                 * @enum {string}
                                 */
                                type: "Entry";
                                /**
                                 * @description the API ID of its content type
                                 * @example post
                                 */
                                content_type: string;
                                /**
                                 * @description its version, raised by every save (delivery keys: the published version)
                                 * @example 4
                                 */
                                version: number;
                                /** @description the version readers see, or null when never published */
                                published_version: number | null;
                                /**
                                 * @description draft: never published; published; changed: published, with newer draft changes; archived
                                 * @enum {string}
                                 */
                                status: "draft" | "published" | "changed" | "archived";
                                /**
                                 * @description when it was created
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                created_at: string;
                                /**
                                 * @description when it was last saved (delivery keys: when it was published)
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                updated_at: string;
                                /** @description when it was last published, or null */
                                published_at: string | null;
                                /** @description when it was first published, or null */
                                first_published_at: string | null;
                                /**
                                 * @description the language of the values
                                 * @example en
                                 */
                                locale: string;
                                /**
                                 * @description its place when the type orders entries by hand (sys.position), 1 first
                                 * @example 1
                                 */
                                position?: number;
                                /**
                                 * Format: uri
                                 * @description its page on the live site, when the type has a url_path and the entry is published
                                 * @example https://example.com/blog/hello-world
                                 */
                                url?: string;
                                /**
                                 * Format: uri
                                 * @description keys that read drafts: its page on the staging site
                                 * @example https://preview.example.com/blog/hello-world
                                 */
                                preview_url?: string;
                                /**
                                 * @description GET of one entry with a key that reads drafts only (management, preview, agents): how many other entries link to this one in their latest values (references, list cells and rich-text links and embeds; archived entries included), from the link index. These are the entries `?links_to_entry={id}` lists (with `status=archived` for the archived ones) and that refuse a delete. See /docs/entries.
                                 * @example 3
                                 */
                                links_count?: number;
                                /** @description lists with `query=` only: how the entry matched (docs/entries.md "Search") */
                                search?: {
                                    /**
                                     * @description relevance, higher is better, comparable within one answer only; 0 when more than 1,000 match and the items are unranked
                                     * @example 3.72
                                     */
                                    rank: number;
                                    /**
                                     * @description the best matching passage as HTML: the text escaped, each match in <mark>…</mark>, at most about 24 words
                                     * @example Fresh <mark>sourdough</mark> every morning
                                     */
                                    snippet: string;
                                };
                                /**
                                 * @description Keys that read drafts only, and only when the entry has machine-translated values: per language code, which fields were translated by POST …/translate and which of those are stale. See /docs/translation.
                                 * @example {
                                 *       "fr": {
                                 *         "fields": [
                                 *           "title",
                                 *           "body"
                                 *         ],
                                 *         "stale": [
                                 *           "body"
                                 *         ]
                                 *       }
                                 *     }
                                 */
                                translations?: {
                                    [key: string]: {
                                        /**
                                         * @description fields of this language machine-translated from the default language
                                         * @example [
                                         *       "title",
                                         *       "body"
                                         *     ]
                                         */
                                        fields: string[];
                                        /**
                                         * @description those among them whose default-language value changed since: translate again with {"stale": true}
                                         * @example [
                                         *       "body"
                                         *     ]
                                         */
                                        stale: string[];
                                    };
                                };
                            };
                            /**
                             * @description values keyed by field API ID, in the formats of the field types; with locale=*, each an object keyed by language code
                             * @example {
                             *       "title": "Hello world",
                             *       "slug": "hello-world"
                             *     }
                             */
                            fields: {
                                [key: string]: unknown;
                            };
                        }[];
                        /** @description the entries and files the answer links to, up to `include` levels deep */
                        includes: {
                            /** @description linked entries */
                            Entry: {
                                /** @description the entry's system data */
                                sys: {
                                    /**
                                     * @description the entry id
                                     * @example 4BqrajvA8E6qwgkieoqmqO
                                     */
                                    id: string;
                                    /**
                                     * @description always Entry
                                     * @enum {string}
                                     */
                                    type: "Entry";
                                    /**
                                     * @description the API ID of its content type
                                     * @example post
                                     */
                                    content_type: string;
                                    /**
                                     * @description its version, raised by every save (delivery keys: the published version)
                                     * @example 4
                                     */
                                    version: number;
                                    /** @description the version readers see, or null when never published */
                                    published_version: number | null;
                                    /**
                                     * @description draft: never published; published; changed: published, with newer draft changes; archived
                                     * @enum {string}
                                     */
                                    status: "draft" | "published" | "changed" | "archived";
                                    /**
                                     * @description when it was created
                                     * @example 2026-11-02T09:30:00.000Z
                                     */
                                    created_at: string;
                                    /**
                                     * @description when it was last saved (delivery keys: when it was published)
                                     * @example 2026-11-02T09:30:00.000Z
                                     */
                                    updated_at: string;
                                    /** @description when it was last published, or null */
                                    published_at: string | null;
                                    /** @description when it was first published, or null */
                                    first_published_at: string | null;
                                    /**
                                     * @description the language of the values
                                     * @example en
                                     */
                                    locale: string;
                                    /**
                                     * @description its place when the type orders entries by hand (sys.position), 1 first
                                     * @example 1
                                     */
                                    position?: number;
                                    /**
                                     * Format: uri
                                     * @description its page on the live site, when the type has a url_path and the entry is published
                                     * @example https://example.com/blog/hello-world
                                     */
                                    url?: string;
                                    /**
                                     * Format: uri
                                     * @description keys that read drafts: its page on the staging site
                                     * @example https://preview.example.com/blog/hello-world
                                     */
                                    preview_url?: string;
                                    /**
                                     * @description GET of one entry with a key that reads drafts only (management, preview, agents): how many other entries link to this one in their latest values (references, list cells and rich-text links and embeds; archived entries included), from the link index. These are the entries `?links_to_entry={id}` lists (with `status=archived` for the archived ones) and that refuse a delete. See /docs/entries.
                                     * @example 3
                                     */
                                    links_count?: number;
                                    /** @description lists with `query=` only: how the entry matched (docs/entries.md "Search") */
                                    search?: {
                                        /**
                                         * @description relevance, higher is better, comparable within one answer only; 0 when more than 1,000 match and the items are unranked
                                         * @example 3.72
                                         */
                                        rank: number;
                                        /**
                                         * @description the best matching passage as HTML: the text escaped, each match in <mark>…</mark>, at most about 24 words
                                         * @example Fresh <mark>sourdough</mark> every morning
                                         */
                                        snippet: string;
                                    };
                                    /**
                                     * @description Keys that read drafts only, and only when the entry has machine-translated values: per language code, which fields were translated by POST …/translate and which of those are stale. See /docs/translation.
                                     * @example {
                                     *       "fr": {
                                     *         "fields": [
                                     *           "title",
                                     *           "body"
                                     *         ],
                                     *         "stale": [
                                     *           "body"
                                     *         ]
                                     *       }
                                     *     }
                                     */
                                    translations?: {
                                        [key: string]: {
                                            /**
                                             * @description fields of this language machine-translated from the default language
                                             * @example [
                                             *       "title",
                                             *       "body"
                                             *     ]
                                             */
                                            fields: string[];
                                            /**
                                             * @description those among them whose default-language value changed since: translate again with {"stale": true}
                                             * @example [
                                             *       "body"
                                             *     ]
                                             */
                                            stale: string[];
                                        };
                                    };
                                };
                                /**
                                 * @description values keyed by field API ID, in the formats of the field types; with locale=*, each an object keyed by language code
                                 * @example {
                                 *       "title": "Hello world",
                                 *       "slug": "hello-world"
                                 *     }
                                 */
                                fields: {
                                    [key: string]: unknown;
                                };
                            }[];
                            /** @description linked files */
                            Asset: {
                                /** @description the file's system data */
                                sys: {
                                    /**
                                     * @description the file id
                                     * @example hero
                                     */
                                    id: string;
                                    /**
                                     * @description always Asset
                                     * @enum {string}
                                     */
                                    type: "Asset";
                                    /**
                                     * @description when it was uploaded
                                     * @example 2026-11-02T09:30:00.000Z
                                     */
                                    created_at: string;
                                    /**
                                     * @description when it or its file last changed
                                     * @example 2026-11-02T09:30:00.000Z
                                     */
                                    updated_at: string;
                                };
                                /** @description what describes the file */
                                fields: {
                                    /**
                                     * @description its title (the file name unless given)
                                     * @example Harbour at dawn
                                     */
                                    title: string;
                                    /** @description text alternative for images; null when none yet */
                                    alt: string | null;
                                    /** @description a longer description for editors, or null */
                                    description: string | null;
                                    /** @description the stored file */
                                    file: {
                                        /**
                                         * Format: uri
                                         * @description served by this service: long-lived caching, content hash in the path; images take w, h, fit, fm, q
                                         * @example https://cms.example.com/files/blog/hero/3f9a1c2b/harbour.jpg
                                         */
                                        url: string;
                                        /**
                                         * @description the file name
                                         * @example harbour.jpg
                                         */
                                        filename: string;
                                        /**
                                         * @description its media type
                                         * @example image/jpeg
                                         */
                                        content_type: string;
                                        /**
                                         * @description bytes
                                         * @example 482113
                                         */
                                        size: number;
                                        /**
                                         * @description pixels; images and most videos
                                         * @example 1600
                                         */
                                        width?: number;
                                        /**
                                         * @description pixels; images and most videos
                                         * @example 1067
                                         */
                                        height?: number;
                                    };
                                };
                            }[];
                        };
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    createEntry: {
        parameters: {
            query?: {
                /**
                 * @description a language code of the space, or * for every language (fields become objects keyed by code)
                 * @example en
                 */
                locale?: string;
            };
            header?: {
                /**
                 * @description a fresh UUID per logical write (1 to 255 visible ASCII characters; an empty value is refused); a retry by the same person or agent with the same key and body within 24 hours answers the first response again (header Idempotent-Replayed: true) without doing the work twice; the same key with another body answers 422
                 * @example 5f0c3c1e-8a52-4d8e-9a3e-2f4b6a1c7d90
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                space_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "content_type": "post",
                 *       "fields": {
                 *         "title": "Hello world",
                 *         "slug": "hello-world"
                 *       },
                 *       "locale": "en"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description the API ID of the content type
                     * @example post
                     */
                    content_type: string;
                    /**
                     * @description values keyed by field API ID; with locale=*, each an object keyed by language code
                     * @example {
                     *       "title": "Hello world",
                     *       "slug": "hello-world"
                     *     }
                     */
                    fields: {
                        [key: string]: unknown;
                    };
                    /**
                     * @description a language code of the space, or * for every language (fields become objects keyed by code)
                     * @example en
                     */
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Created: the new entry. */
            201: {
                headers: {
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key (the work was not done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the entry's system data */
                        sys: {
                            /**
                             * @description the entry id
                             * @example 4BqrajvA8E6qwgkieoqmqO
                             */
                            id: string;
                            /**
                             * @description always Entry
                             * @enum {string}
                             */
                            type: "Entry";
                            /**
                             * @description the API ID of its content type
                             * @example post
                             */
                            content_type: string;
                            /**
                             * @description its version, raised by every save (delivery keys: the published version)
                             * @example 4
                             */
                            version: number;
                            /** @description the version readers see, or null when never published */
                            published_version: number | null;
                            /**
                             * @description draft: never published; published; changed: published, with newer draft changes; archived
                             * @enum {string}
                             */
                            status: "draft" | "published" | "changed" | "archived";
                            /**
                             * @description when it was created
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /**
                             * @description when it was last saved (delivery keys: when it was published)
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            updated_at: string;
                            /** @description when it was last published, or null */
                            published_at: string | null;
                            /** @description when it was first published, or null */
                            first_published_at: string | null;
                            /**
                             * @description the language of the values
                             * @example en
                             */
                            locale: string;
                            /**
                             * @description its place when the type orders entries by hand (sys.position), 1 first
                             * @example 1
                             */
                            position?: number;
                            /**
                             * Format: uri
                             * @description its page on the live site, when the type has a url_path and the entry is published
                             * @example https://example.com/blog/hello-world
                             */
                            url?: string;
                            /**
                             * Format: uri
                             * @description keys that read drafts: its page on the staging site
                             * @example https://preview.example.com/blog/hello-world
                             */
                            preview_url?: string;
                            /**
                             * @description GET of one entry with a key that reads drafts only (management, preview, agents): how many other entries link to this one in their latest values (references, list cells and rich-text links and embeds; archived entries included), from the link index. These are the entries `?links_to_entry={id}` lists (with `status=archived` for the archived ones) and that refuse a delete. See /docs/entries.
                             * @example 3
                             */
                            links_count?: number;
                            /** @description lists with `query=` only: how the entry matched (docs/entries.md "Search") */
                            search?: {
                                /**
                                 * @description relevance, higher is better, comparable within one answer only; 0 when more than 1,000 match and the items are unranked
                                 * @example 3.72
                                 */
                                rank: number;
                                /**
                                 * @description the best matching passage as HTML: the text escaped, each match in <mark>…</mark>, at most about 24 words
                                 * @example Fresh <mark>sourdough</mark> every morning
                                 */
                                snippet: string;
                            };
                            /**
                             * @description Keys that read drafts only, and only when the entry has machine-translated values: per language code, which fields were translated by POST …/translate and which of those are stale. See /docs/translation.
                             * @example {
                             *       "fr": {
                             *         "fields": [
                             *           "title",
                             *           "body"
                             *         ],
                             *         "stale": [
                             *           "body"
                             *         ]
                             *       }
                             *     }
                             */
                            translations?: {
                                [key: string]: {
                                    /**
                                     * @description fields of this language machine-translated from the default language
                                     * @example [
                                     *       "title",
                                     *       "body"
                                     *     ]
                                     */
                                    fields: string[];
                                    /**
                                     * @description those among them whose default-language value changed since: translate again with {"stale": true}
                                     * @example [
                                     *       "body"
                                     *     ]
                                     */
                                    stale: string[];
                                };
                            };
                        };
                        /**
                         * @description values keyed by field API ID, in the formats of the field types; with locale=*, each an object keyed by language code
                         * @example {
                         *       "title": "Hello world",
                         *       "slug": "hello-world"
                         *     }
                         */
                        fields: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getEntry: {
        parameters: {
            query?: {
                /**
                 * @description a language code of the space, or * for every language (fields become objects keyed by code)
                 * @example en
                 */
                locale?: string;
                /** @description rich text as the block document (mdast JSON, default), markdown, or sanitised HTML */
                rich_text?: "json" | "markdown" | "html";
                /** @description levels of linked entries and files to put in includes (0 to 2) */
                include?: number;
                /** @description preview and management keys: read as the site will be after this release is published (published content only, as a delivery key sees it); never cached */
                release?: string;
            };
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entry. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the entry's system data */
                        sys: {
                            /**
                             * @description the entry id
                             * @example 4BqrajvA8E6qwgkieoqmqO
                             */
                            id: string;
                            /**
                             * @description always Entry
                             * @enum {string}
                             */
                            type: "Entry";
                            /**
                             * @description the API ID of its content type
                             * @example post
                             */
                            content_type: string;
                            /**
                             * @description its version, raised by every save (delivery keys: the published version)
                             * @example 4
                             */
                            version: number;
                            /** @description the version readers see, or null when never published */
                            published_version: number | null;
                            /**
                             * @description draft: never published; published; changed: published, with newer draft changes; archived
                             * @enum {string}
                             */
                            status: "draft" | "published" | "changed" | "archived";
                            /**
                             * @description when it was created
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /**
                             * @description when it was last saved (delivery keys: when it was published)
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            updated_at: string;
                            /** @description when it was last published, or null */
                            published_at: string | null;
                            /** @description when it was first published, or null */
                            first_published_at: string | null;
                            /**
                             * @description the language of the values
                             * @example en
                             */
                            locale: string;
                            /**
                             * @description its place when the type orders entries by hand (sys.position), 1 first
                             * @example 1
                             */
                            position?: number;
                            /**
                             * Format: uri
                             * @description its page on the live site, when the type has a url_path and the entry is published
                             * @example https://example.com/blog/hello-world
                             */
                            url?: string;
                            /**
                             * Format: uri
                             * @description keys that read drafts: its page on the staging site
                             * @example https://preview.example.com/blog/hello-world
                             */
                            preview_url?: string;
                            /**
                             * @description GET of one entry with a key that reads drafts only (management, preview, agents): how many other entries link to this one in their latest values (references, list cells and rich-text links and embeds; archived entries included), from the link index. These are the entries `?links_to_entry={id}` lists (with `status=archived` for the archived ones) and that refuse a delete. See /docs/entries.
                             * @example 3
                             */
                            links_count?: number;
                            /** @description lists with `query=` only: how the entry matched (docs/entries.md "Search") */
                            search?: {
                                /**
                                 * @description relevance, higher is better, comparable within one answer only; 0 when more than 1,000 match and the items are unranked
                                 * @example 3.72
                                 */
                                rank: number;
                                /**
                                 * @description the best matching passage as HTML: the text escaped, each match in <mark>…</mark>, at most about 24 words
                                 * @example Fresh <mark>sourdough</mark> every morning
                                 */
                                snippet: string;
                            };
                            /**
                             * @description Keys that read drafts only, and only when the entry has machine-translated values: per language code, which fields were translated by POST …/translate and which of those are stale. See /docs/translation.
                             * @example {
                             *       "fr": {
                             *         "fields": [
                             *           "title",
                             *           "body"
                             *         ],
                             *         "stale": [
                             *           "body"
                             *         ]
                             *       }
                             *     }
                             */
                            translations?: {
                                [key: string]: {
                                    /**
                                     * @description fields of this language machine-translated from the default language
                                     * @example [
                                     *       "title",
                                     *       "body"
                                     *     ]
                                     */
                                    fields: string[];
                                    /**
                                     * @description those among them whose default-language value changed since: translate again with {"stale": true}
                                     * @example [
                                     *       "body"
                                     *     ]
                                     */
                                    stale: string[];
                                };
                            };
                        };
                        /**
                         * @description values keyed by field API ID, in the formats of the field types; with locale=*, each an object keyed by language code
                         * @example {
                         *       "title": "Hello world",
                         *       "slug": "hello-world"
                         *     }
                         */
                        fields: {
                            [key: string]: unknown;
                        };
                        /** @description the entries and files the answer links to, up to `include` levels deep */
                        includes?: {
                            /** @description linked entries */
                            Entry: {
                                /** @description the entry's system data */
                                sys: {
                                    /**
                                     * @description the entry id
                                     * @example 4BqrajvA8E6qwgkieoqmqO
                                     */
                                    id: string;
                                    /**
                                     * @description always Entry
                                     * @enum {string}
                                     */
                                    type: "Entry";
                                    /**
                                     * @description the API ID of its content type
                                     * @example post
                                     */
                                    content_type: string;
                                    /**
                                     * @description its version, raised by every save (delivery keys: the published version)
                                     * @example 4
                                     */
                                    version: number;
                                    /** @description the version readers see, or null when never published */
                                    published_version: number | null;
                                    /**
                                     * @description draft: never published; published; changed: published, with newer draft changes; archived
                                     * @enum {string}
                                     */
                                    status: "draft" | "published" | "changed" | "archived";
                                    /**
                                     * @description when it was created
                                     * @example 2026-11-02T09:30:00.000Z
                                     */
                                    created_at: string;
                                    /**
                                     * @description when it was last saved (delivery keys: when it was published)
                                     * @example 2026-11-02T09:30:00.000Z
                                     */
                                    updated_at: string;
                                    /** @description when it was last published, or null */
                                    published_at: string | null;
                                    /** @description when it was first published, or null */
                                    first_published_at: string | null;
                                    /**
                                     * @description the language of the values
                                     * @example en
                                     */
                                    locale: string;
                                    /**
                                     * @description its place when the type orders entries by hand (sys.position), 1 first
                                     * @example 1
                                     */
                                    position?: number;
                                    /**
                                     * Format: uri
                                     * @description its page on the live site, when the type has a url_path and the entry is published
                                     * @example https://example.com/blog/hello-world
                                     */
                                    url?: string;
                                    /**
                                     * Format: uri
                                     * @description keys that read drafts: its page on the staging site
                                     * @example https://preview.example.com/blog/hello-world
                                     */
                                    preview_url?: string;
                                    /**
                                     * @description GET of one entry with a key that reads drafts only (management, preview, agents): how many other entries link to this one in their latest values (references, list cells and rich-text links and embeds; archived entries included), from the link index. These are the entries `?links_to_entry={id}` lists (with `status=archived` for the archived ones) and that refuse a delete. See /docs/entries.
                                     * @example 3
                                     */
                                    links_count?: number;
                                    /** @description lists with `query=` only: how the entry matched (docs/entries.md "Search") */
                                    search?: {
                                        /**
                                         * @description relevance, higher is better, comparable within one answer only; 0 when more than 1,000 match and the items are unranked
                                         * @example 3.72
                                         */
                                        rank: number;
                                        /**
                                         * @description the best matching passage as HTML: the text escaped, each match in <mark>…</mark>, at most about 24 words
                                         * @example Fresh <mark>sourdough</mark> every morning
                                         */
                                        snippet: string;
                                    };
                                    /**
                                     * @description Keys that read drafts only, and only when the entry has machine-translated values: per language code, which fields were translated by POST …/translate and which of those are stale. See /docs/translation.
                                     * @example {
                                     *       "fr": {
                                     *         "fields": [
                                     *           "title",
                                     *           "body"
                                     *         ],
                                     *         "stale": [
                                     *           "body"
                                     *         ]
                                     *       }
                                     *     }
                                     */
                                    translations?: {
                                        [key: string]: {
                                            /**
                                             * @description fields of this language machine-translated from the default language
                                             * @example [
                                             *       "title",
                                             *       "body"
                                             *     ]
                                             */
                                            fields: string[];
                                            /**
                                             * @description those among them whose default-language value changed since: translate again with {"stale": true}
                                             * @example [
                                             *       "body"
                                             *     ]
                                             */
                                            stale: string[];
                                        };
                                    };
                                };
                                /**
                                 * @description values keyed by field API ID, in the formats of the field types; with locale=*, each an object keyed by language code
                                 * @example {
                                 *       "title": "Hello world",
                                 *       "slug": "hello-world"
                                 *     }
                                 */
                                fields: {
                                    [key: string]: unknown;
                                };
                            }[];
                            /** @description linked files */
                            Asset: {
                                /** @description the file's system data */
                                sys: {
                                    /**
                                     * @description the file id
                                     * @example hero
                                     */
                                    id: string;
                                    /**
                                     * @description always Asset
                                     * @enum {string}
                                     */
                                    type: "Asset";
                                    /**
                                     * @description when it was uploaded
                                     * @example 2026-11-02T09:30:00.000Z
                                     */
                                    created_at: string;
                                    /**
                                     * @description when it or its file last changed
                                     * @example 2026-11-02T09:30:00.000Z
                                     */
                                    updated_at: string;
                                };
                                /** @description what describes the file */
                                fields: {
                                    /**
                                     * @description its title (the file name unless given)
                                     * @example Harbour at dawn
                                     */
                                    title: string;
                                    /** @description text alternative for images; null when none yet */
                                    alt: string | null;
                                    /** @description a longer description for editors, or null */
                                    description: string | null;
                                    /** @description the stored file */
                                    file: {
                                        /**
                                         * Format: uri
                                         * @description served by this service: long-lived caching, content hash in the path; images take w, h, fit, fm, q
                                         * @example https://cms.example.com/files/blog/hero/3f9a1c2b/harbour.jpg
                                         */
                                        url: string;
                                        /**
                                         * @description the file name
                                         * @example harbour.jpg
                                         */
                                        filename: string;
                                        /**
                                         * @description its media type
                                         * @example image/jpeg
                                         */
                                        content_type: string;
                                        /**
                                         * @description bytes
                                         * @example 482113
                                         */
                                        size: number;
                                        /**
                                         * @description pixels; images and most videos
                                         * @example 1600
                                         */
                                        width?: number;
                                        /**
                                         * @description pixels; images and most videos
                                         * @example 1067
                                         */
                                        height?: number;
                                    };
                                };
                            }[];
                        };
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    deleteEntry: {
        parameters: {
            query?: {
                /** @description check and answer what would change; nothing is saved */
                dry_run?: boolean;
                /** @description remove the links other entries have to it (each gets a new version) instead of refusing */
                unlink?: boolean;
            };
            header?: never;
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description what was (or, in a dry run, would be) deleted, and the entries whose links to it were removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "dry_run": false,
                     *       "deleted": {
                     *         "sys": {
                     *           "type": "Entry",
                     *           "id": "4BqrajvA8E6qwgkieoqmqO"
                     *         }
                     *       },
                     *       "unlinked": [
                     *         {
                     *           "entry": "6QdtAIK5zgtSsi1fpHnKbr",
                     *           "content_type": "post",
                     *           "fields": [
                     *             "body"
                     *           ],
                     *           "published": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description it was deleted
                         * @enum {boolean}
                         */
                        dry_run: false;
                        /** @description the entry or file deleted */
                        deleted: {
                            /** @description what it was */
                            sys: {
                                /**
                                 * @description what it was
                                 * @enum {string}
                                 */
                                type: "Entry" | "Asset";
                                /**
                                 * @description its id
                                 * @example 4BqrajvA8E6qwgkieoqmqO
                                 */
                                id: string;
                            };
                        };
                        /** @description the entries whose links to it were (or would be) removed */
                        unlinked: {
                            /**
                             * @description id of an entry that linked to it
                             * @example 6QdtAIK5zgtSsi1fpHnKbr
                             */
                            entry: string;
                            /**
                             * @description its content type
                             * @example post
                             */
                            content_type: string;
                            /**
                             * @description the fields that held the links
                             * @example [
                             *       "body"
                             *     ]
                             */
                            fields: string[];
                            /**
                             * @description whether its published version linked too (rewritten in place)
                             * @example true
                             */
                            published: boolean;
                        }[];
                    } | {
                        /**
                         * @description nothing was saved
                         * @enum {boolean}
                         */
                        dry_run: true;
                        /** @description the entry or file deleted */
                        would_delete: {
                            /** @description what it was */
                            sys: {
                                /**
                                 * @description what it was
                                 * @enum {string}
                                 */
                                type: "Entry" | "Asset";
                                /**
                                 * @description its id
                                 * @example 4BqrajvA8E6qwgkieoqmqO
                                 */
                                id: string;
                            };
                        };
                        /** @description the entries whose links to it were (or would be) removed */
                        would_unlink: {
                            /**
                             * @description id of an entry that linked to it
                             * @example 6QdtAIK5zgtSsi1fpHnKbr
                             */
                            entry: string;
                            /**
                             * @description its content type
                             * @example post
                             */
                            content_type: string;
                            /**
                             * @description the fields that held the links
                             * @example [
                             *       "body"
                             *     ]
                             */
                            fields: string[];
                            /**
                             * @description whether its published version linked too (rewritten in place)
                             * @example true
                             */
                            published: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    updateEntry: {
        parameters: {
            query?: {
                /**
                 * @description a language code of the space, or * for every language (fields become objects keyed by code)
                 * @example en
                 */
                locale?: string;
            };
            header?: never;
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "version": 3,
                 *       "fields": {
                 *         "title": "Hello world",
                 *         "slug": "hello-world"
                 *       },
                 *       "locale": "en"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description the version you edited; a newer stored version gives version_conflict
                     * @example 3
                     */
                    version?: number;
                    /**
                     * @description values keyed by field API ID; with locale=*, each an object keyed by language code
                     * @example {
                     *       "title": "Hello world",
                     *       "slug": "hello-world"
                     *     }
                     */
                    fields: {
                        [key: string]: unknown;
                    };
                    /**
                     * @description a language code of the space, or * for every language (fields become objects keyed by code)
                     * @example en
                     */
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Updated: the entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the entry's system data */
                        sys: {
                            /**
                             * @description the entry id
                             * @example 4BqrajvA8E6qwgkieoqmqO
                             */
                            id: string;
                            /**
                             * @description always Entry
                             * @enum {string}
                             */
                            type: "Entry";
                            /**
                             * @description the API ID of its content type
                             * @example post
                             */
                            content_type: string;
                            /**
                             * @description its version, raised by every save (delivery keys: the published version)
                             * @example 4
                             */
                            version: number;
                            /** @description the version readers see, or null when never published */
                            published_version: number | null;
                            /**
                             * @description draft: never published; published; changed: published, with newer draft changes; archived
                             * @enum {string}
                             */
                            status: "draft" | "published" | "changed" | "archived";
                            /**
                             * @description when it was created
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /**
                             * @description when it was last saved (delivery keys: when it was published)
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            updated_at: string;
                            /** @description when it was last published, or null */
                            published_at: string | null;
                            /** @description when it was first published, or null */
                            first_published_at: string | null;
                            /**
                             * @description the language of the values
                             * @example en
                             */
                            locale: string;
                            /**
                             * @description its place when the type orders entries by hand (sys.position), 1 first
                             * @example 1
                             */
                            position?: number;
                            /**
                             * Format: uri
                             * @description its page on the live site, when the type has a url_path and the entry is published
                             * @example https://example.com/blog/hello-world
                             */
                            url?: string;
                            /**
                             * Format: uri
                             * @description keys that read drafts: its page on the staging site
                             * @example https://preview.example.com/blog/hello-world
                             */
                            preview_url?: string;
                            /**
                             * @description GET of one entry with a key that reads drafts only (management, preview, agents): how many other entries link to this one in their latest values (references, list cells and rich-text links and embeds; archived entries included), from the link index. These are the entries `?links_to_entry={id}` lists (with `status=archived` for the archived ones) and that refuse a delete. See /docs/entries.
                             * @example 3
                             */
                            links_count?: number;
                            /** @description lists with `query=` only: how the entry matched (docs/entries.md "Search") */
                            search?: {
                                /**
                                 * @description relevance, higher is better, comparable within one answer only; 0 when more than 1,000 match and the items are unranked
                                 * @example 3.72
                                 */
                                rank: number;
                                /**
                                 * @description the best matching passage as HTML: the text escaped, each match in <mark>…</mark>, at most about 24 words
                                 * @example Fresh <mark>sourdough</mark> every morning
                                 */
                                snippet: string;
                            };
                            /**
                             * @description Keys that read drafts only, and only when the entry has machine-translated values: per language code, which fields were translated by POST …/translate and which of those are stale. See /docs/translation.
                             * @example {
                             *       "fr": {
                             *         "fields": [
                             *           "title",
                             *           "body"
                             *         ],
                             *         "stale": [
                             *           "body"
                             *         ]
                             *       }
                             *     }
                             */
                            translations?: {
                                [key: string]: {
                                    /**
                                     * @description fields of this language machine-translated from the default language
                                     * @example [
                                     *       "title",
                                     *       "body"
                                     *     ]
                                     */
                                    fields: string[];
                                    /**
                                     * @description those among them whose default-language value changed since: translate again with {"stale": true}
                                     * @example [
                                     *       "body"
                                     *     ]
                                     */
                                    stale: string[];
                                };
                            };
                        };
                        /**
                         * @description values keyed by field API ID, in the formats of the field types; with locale=*, each an object keyed by language code
                         * @example {
                         *       "title": "Hello world",
                         *       "slug": "hello-world"
                         *     }
                         */
                        fields: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    publishEntry: {
        parameters: {
            query?: {
                /**
                 * @description a language code of the space, or * for every language (fields become objects keyed by code)
                 * @example en
                 */
                locale?: string;
            };
            header?: {
                /**
                 * @description a fresh UUID per logical write (1 to 255 visible ASCII characters; an empty value is refused); a retry by the same person or agent with the same key and body within 24 hours answers the first response again (header Idempotent-Replayed: true) without doing the work twice; the same key with another body answers 422
                 * @example 5f0c3c1e-8a52-4d8e-9a3e-2f4b6a1c7d90
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Published: the entry. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key (the work was not done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the entry's system data */
                        sys: {
                            /**
                             * @description the entry id
                             * @example 4BqrajvA8E6qwgkieoqmqO
                             */
                            id: string;
                            /**
                             * @description always Entry
                             * @enum {string}
                             */
                            type: "Entry";
                            /**
                             * @description the API ID of its content type
                             * @example post
                             */
                            content_type: string;
                            /**
                             * @description its version, raised by every save (delivery keys: the published version)
                             * @example 4
                             */
                            version: number;
                            /** @description the version readers see, or null when never published */
                            published_version: number | null;
                            /**
                             * @description draft: never published; published; changed: published, with newer draft changes; archived
                             * @enum {string}
                             */
                            status: "draft" | "published" | "changed" | "archived";
                            /**
                             * @description when it was created
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /**
                             * @description when it was last saved (delivery keys: when it was published)
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            updated_at: string;
                            /** @description when it was last published, or null */
                            published_at: string | null;
                            /** @description when it was first published, or null */
                            first_published_at: string | null;
                            /**
                             * @description the language of the values
                             * @example en
                             */
                            locale: string;
                            /**
                             * @description its place when the type orders entries by hand (sys.position), 1 first
                             * @example 1
                             */
                            position?: number;
                            /**
                             * Format: uri
                             * @description its page on the live site, when the type has a url_path and the entry is published
                             * @example https://example.com/blog/hello-world
                             */
                            url?: string;
                            /**
                             * Format: uri
                             * @description keys that read drafts: its page on the staging site
                             * @example https://preview.example.com/blog/hello-world
                             */
                            preview_url?: string;
                            /**
                             * @description GET of one entry with a key that reads drafts only (management, preview, agents): how many other entries link to this one in their latest values (references, list cells and rich-text links and embeds; archived entries included), from the link index. These are the entries `?links_to_entry={id}` lists (with `status=archived` for the archived ones) and that refuse a delete. See /docs/entries.
                             * @example 3
                             */
                            links_count?: number;
                            /** @description lists with `query=` only: how the entry matched (docs/entries.md "Search") */
                            search?: {
                                /**
                                 * @description relevance, higher is better, comparable within one answer only; 0 when more than 1,000 match and the items are unranked
                                 * @example 3.72
                                 */
                                rank: number;
                                /**
                                 * @description the best matching passage as HTML: the text escaped, each match in <mark>…</mark>, at most about 24 words
                                 * @example Fresh <mark>sourdough</mark> every morning
                                 */
                                snippet: string;
                            };
                            /**
                             * @description Keys that read drafts only, and only when the entry has machine-translated values: per language code, which fields were translated by POST …/translate and which of those are stale. See /docs/translation.
                             * @example {
                             *       "fr": {
                             *         "fields": [
                             *           "title",
                             *           "body"
                             *         ],
                             *         "stale": [
                             *           "body"
                             *         ]
                             *       }
                             *     }
                             */
                            translations?: {
                                [key: string]: {
                                    /**
                                     * @description fields of this language machine-translated from the default language
                                     * @example [
                                     *       "title",
                                     *       "body"
                                     *     ]
                                     */
                                    fields: string[];
                                    /**
                                     * @description those among them whose default-language value changed since: translate again with {"stale": true}
                                     * @example [
                                     *       "body"
                                     *     ]
                                     */
                                    stale: string[];
                                };
                            };
                        };
                        /**
                         * @description values keyed by field API ID, in the formats of the field types; with locale=*, each an object keyed by language code
                         * @example {
                         *       "title": "Hello world",
                         *       "slug": "hello-world"
                         *     }
                         */
                        fields: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    unpublishEntry: {
        parameters: {
            query?: {
                /**
                 * @description a language code of the space, or * for every language (fields become objects keyed by code)
                 * @example en
                 */
                locale?: string;
            };
            header?: {
                /**
                 * @description a fresh UUID per logical write (1 to 255 visible ASCII characters; an empty value is refused); a retry by the same person or agent with the same key and body within 24 hours answers the first response again (header Idempotent-Replayed: true) without doing the work twice; the same key with another body answers 422
                 * @example 5f0c3c1e-8a52-4d8e-9a3e-2f4b6a1c7d90
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unpublished: the entry. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key (the work was not done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the entry's system data */
                        sys: {
                            /**
                             * @description the entry id
                             * @example 4BqrajvA8E6qwgkieoqmqO
                             */
                            id: string;
                            /**
                             * @description always Entry
                             * @enum {string}
                             */
                            type: "Entry";
                            /**
                             * @description the API ID of its content type
                             * @example post
                             */
                            content_type: string;
                            /**
                             * @description its version, raised by every save (delivery keys: the published version)
                             * @example 4
                             */
                            version: number;
                            /** @description the version readers see, or null when never published */
                            published_version: number | null;
                            /**
                             * @description draft: never published; published; changed: published, with newer draft changes; archived
                             * @enum {string}
                             */
                            status: "draft" | "published" | "changed" | "archived";
                            /**
                             * @description when it was created
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /**
                             * @description when it was last saved (delivery keys: when it was published)
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            updated_at: string;
                            /** @description when it was last published, or null */
                            published_at: string | null;
                            /** @description when it was first published, or null */
                            first_published_at: string | null;
                            /**
                             * @description the language of the values
                             * @example en
                             */
                            locale: string;
                            /**
                             * @description its place when the type orders entries by hand (sys.position), 1 first
                             * @example 1
                             */
                            position?: number;
                            /**
                             * Format: uri
                             * @description its page on the live site, when the type has a url_path and the entry is published
                             * @example https://example.com/blog/hello-world
                             */
                            url?: string;
                            /**
                             * Format: uri
                             * @description keys that read drafts: its page on the staging site
                             * @example https://preview.example.com/blog/hello-world
                             */
                            preview_url?: string;
                            /**
                             * @description GET of one entry with a key that reads drafts only (management, preview, agents): how many other entries link to this one in their latest values (references, list cells and rich-text links and embeds; archived entries included), from the link index. These are the entries `?links_to_entry={id}` lists (with `status=archived` for the archived ones) and that refuse a delete. See /docs/entries.
                             * @example 3
                             */
                            links_count?: number;
                            /** @description lists with `query=` only: how the entry matched (docs/entries.md "Search") */
                            search?: {
                                /**
                                 * @description relevance, higher is better, comparable within one answer only; 0 when more than 1,000 match and the items are unranked
                                 * @example 3.72
                                 */
                                rank: number;
                                /**
                                 * @description the best matching passage as HTML: the text escaped, each match in <mark>…</mark>, at most about 24 words
                                 * @example Fresh <mark>sourdough</mark> every morning
                                 */
                                snippet: string;
                            };
                            /**
                             * @description Keys that read drafts only, and only when the entry has machine-translated values: per language code, which fields were translated by POST …/translate and which of those are stale. See /docs/translation.
                             * @example {
                             *       "fr": {
                             *         "fields": [
                             *           "title",
                             *           "body"
                             *         ],
                             *         "stale": [
                             *           "body"
                             *         ]
                             *       }
                             *     }
                             */
                            translations?: {
                                [key: string]: {
                                    /**
                                     * @description fields of this language machine-translated from the default language
                                     * @example [
                                     *       "title",
                                     *       "body"
                                     *     ]
                                     */
                                    fields: string[];
                                    /**
                                     * @description those among them whose default-language value changed since: translate again with {"stale": true}
                                     * @example [
                                     *       "body"
                                     *     ]
                                     */
                                    stale: string[];
                                };
                            };
                        };
                        /**
                         * @description values keyed by field API ID, in the formats of the field types; with locale=*, each an object keyed by language code
                         * @example {
                         *       "title": "Hello world",
                         *       "slug": "hello-world"
                         *     }
                         */
                        fields: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    archiveEntry: {
        parameters: {
            query?: {
                /**
                 * @description a language code of the space, or * for every language (fields become objects keyed by code)
                 * @example en
                 */
                locale?: string;
            };
            header?: {
                /**
                 * @description a fresh UUID per logical write (1 to 255 visible ASCII characters; an empty value is refused); a retry by the same person or agent with the same key and body within 24 hours answers the first response again (header Idempotent-Replayed: true) without doing the work twice; the same key with another body answers 422
                 * @example 5f0c3c1e-8a52-4d8e-9a3e-2f4b6a1c7d90
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Archived: the entry. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key (the work was not done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the entry's system data */
                        sys: {
                            /**
                             * @description the entry id
                             * @example 4BqrajvA8E6qwgkieoqmqO
                             */
                            id: string;
                            /**
                             * @description always Entry
                             * @enum {string}
                             */
                            type: "Entry";
                            /**
                             * @description the API ID of its content type
                             * @example post
                             */
                            content_type: string;
                            /**
                             * @description its version, raised by every save (delivery keys: the published version)
                             * @example 4
                             */
                            version: number;
                            /** @description the version readers see, or null when never published */
                            published_version: number | null;
                            /**
                             * @description draft: never published; published; changed: published, with newer draft changes; archived
                             * @enum {string}
                             */
                            status: "draft" | "published" | "changed" | "archived";
                            /**
                             * @description when it was created
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /**
                             * @description when it was last saved (delivery keys: when it was published)
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            updated_at: string;
                            /** @description when it was last published, or null */
                            published_at: string | null;
                            /** @description when it was first published, or null */
                            first_published_at: string | null;
                            /**
                             * @description the language of the values
                             * @example en
                             */
                            locale: string;
                            /**
                             * @description its place when the type orders entries by hand (sys.position), 1 first
                             * @example 1
                             */
                            position?: number;
                            /**
                             * Format: uri
                             * @description its page on the live site, when the type has a url_path and the entry is published
                             * @example https://example.com/blog/hello-world
                             */
                            url?: string;
                            /**
                             * Format: uri
                             * @description keys that read drafts: its page on the staging site
                             * @example https://preview.example.com/blog/hello-world
                             */
                            preview_url?: string;
                            /**
                             * @description GET of one entry with a key that reads drafts only (management, preview, agents): how many other entries link to this one in their latest values (references, list cells and rich-text links and embeds; archived entries included), from the link index. These are the entries `?links_to_entry={id}` lists (with `status=archived` for the archived ones) and that refuse a delete. See /docs/entries.
                             * @example 3
                             */
                            links_count?: number;
                            /** @description lists with `query=` only: how the entry matched (docs/entries.md "Search") */
                            search?: {
                                /**
                                 * @description relevance, higher is better, comparable within one answer only; 0 when more than 1,000 match and the items are unranked
                                 * @example 3.72
                                 */
                                rank: number;
                                /**
                                 * @description the best matching passage as HTML: the text escaped, each match in <mark>…</mark>, at most about 24 words
                                 * @example Fresh <mark>sourdough</mark> every morning
                                 */
                                snippet: string;
                            };
                            /**
                             * @description Keys that read drafts only, and only when the entry has machine-translated values: per language code, which fields were translated by POST …/translate and which of those are stale. See /docs/translation.
                             * @example {
                             *       "fr": {
                             *         "fields": [
                             *           "title",
                             *           "body"
                             *         ],
                             *         "stale": [
                             *           "body"
                             *         ]
                             *       }
                             *     }
                             */
                            translations?: {
                                [key: string]: {
                                    /**
                                     * @description fields of this language machine-translated from the default language
                                     * @example [
                                     *       "title",
                                     *       "body"
                                     *     ]
                                     */
                                    fields: string[];
                                    /**
                                     * @description those among them whose default-language value changed since: translate again with {"stale": true}
                                     * @example [
                                     *       "body"
                                     *     ]
                                     */
                                    stale: string[];
                                };
                            };
                        };
                        /**
                         * @description values keyed by field API ID, in the formats of the field types; with locale=*, each an object keyed by language code
                         * @example {
                         *       "title": "Hello world",
                         *       "slug": "hello-world"
                         *     }
                         */
                        fields: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    unarchiveEntry: {
        parameters: {
            query?: {
                /**
                 * @description a language code of the space, or * for every language (fields become objects keyed by code)
                 * @example en
                 */
                locale?: string;
            };
            header?: {
                /**
                 * @description a fresh UUID per logical write (1 to 255 visible ASCII characters; an empty value is refused); a retry by the same person or agent with the same key and body within 24 hours answers the first response again (header Idempotent-Replayed: true) without doing the work twice; the same key with another body answers 422
                 * @example 5f0c3c1e-8a52-4d8e-9a3e-2f4b6a1c7d90
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unarchived: the entry. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key (the work was not done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the entry's system data */
                        sys: {
                            /**
                             * @description the entry id
                             * @example 4BqrajvA8E6qwgkieoqmqO
                             */
                            id: string;
                            /**
                             * @description always Entry
                             * @enum {string}
                             */
                            type: "Entry";
                            /**
                             * @description the API ID of its content type
                             * @example post
                             */
                            content_type: string;
                            /**
                             * @description its version, raised by every save (delivery keys: the published version)
                             * @example 4
                             */
                            version: number;
                            /** @description the version readers see, or null when never published */
                            published_version: number | null;
                            /**
                             * @description draft: never published; published; changed: published, with newer draft changes; archived
                             * @enum {string}
                             */
                            status: "draft" | "published" | "changed" | "archived";
                            /**
                             * @description when it was created
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /**
                             * @description when it was last saved (delivery keys: when it was published)
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            updated_at: string;
                            /** @description when it was last published, or null */
                            published_at: string | null;
                            /** @description when it was first published, or null */
                            first_published_at: string | null;
                            /**
                             * @description the language of the values
                             * @example en
                             */
                            locale: string;
                            /**
                             * @description its place when the type orders entries by hand (sys.position), 1 first
                             * @example 1
                             */
                            position?: number;
                            /**
                             * Format: uri
                             * @description its page on the live site, when the type has a url_path and the entry is published
                             * @example https://example.com/blog/hello-world
                             */
                            url?: string;
                            /**
                             * Format: uri
                             * @description keys that read drafts: its page on the staging site
                             * @example https://preview.example.com/blog/hello-world
                             */
                            preview_url?: string;
                            /**
                             * @description GET of one entry with a key that reads drafts only (management, preview, agents): how many other entries link to this one in their latest values (references, list cells and rich-text links and embeds; archived entries included), from the link index. These are the entries `?links_to_entry={id}` lists (with `status=archived` for the archived ones) and that refuse a delete. See /docs/entries.
                             * @example 3
                             */
                            links_count?: number;
                            /** @description lists with `query=` only: how the entry matched (docs/entries.md "Search") */
                            search?: {
                                /**
                                 * @description relevance, higher is better, comparable within one answer only; 0 when more than 1,000 match and the items are unranked
                                 * @example 3.72
                                 */
                                rank: number;
                                /**
                                 * @description the best matching passage as HTML: the text escaped, each match in <mark>…</mark>, at most about 24 words
                                 * @example Fresh <mark>sourdough</mark> every morning
                                 */
                                snippet: string;
                            };
                            /**
                             * @description Keys that read drafts only, and only when the entry has machine-translated values: per language code, which fields were translated by POST …/translate and which of those are stale. See /docs/translation.
                             * @example {
                             *       "fr": {
                             *         "fields": [
                             *           "title",
                             *           "body"
                             *         ],
                             *         "stale": [
                             *           "body"
                             *         ]
                             *       }
                             *     }
                             */
                            translations?: {
                                [key: string]: {
                                    /**
                                     * @description fields of this language machine-translated from the default language
                                     * @example [
                                     *       "title",
                                     *       "body"
                                     *     ]
                                     */
                                    fields: string[];
                                    /**
                                     * @description those among them whose default-language value changed since: translate again with {"stale": true}
                                     * @example [
                                     *       "body"
                                     *     ]
                                     */
                                    stale: string[];
                                };
                            };
                        };
                        /**
                         * @description values keyed by field API ID, in the formats of the field types; with locale=*, each an object keyed by language code
                         * @example {
                         *       "title": "Hello world",
                         *       "slug": "hello-world"
                         *     }
                         */
                        fields: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    listEntryVersions: {
        parameters: {
            query?: {
                /** @description items per page (1 to 1000) */
                limit?: number;
                /** @description items to pass over (0 to 1000000000) */
                skip?: number;
            };
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entry versions. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description what the answer is */
                        sys: {
                            /**
                             * @description always Array: the answer is a list
                             * @enum {string}
                             */
                            type: "Array";
                        };
                        /**
                         * @description how many there are in all
                         * @example 42
                         */
                        total: number;
                        /**
                         * @description how many were passed over
                         * @example 0
                         */
                        skip: number;
                        /**
                         * @description the page size
                         * @example 100
                         */
                        limit: number;
                        /** @description the versions of this page */
                        items: {
                            /**
                             * @description the version number
                             * @example 3
                             */
                            version: number;
                            /** @description who saved it */
                            author: {
                                /**
                                 * @description what kind of actor saved it
                                 * @enum {string}
                                 */
                                type: "key" | "agent" | "user" | "system";
                                /**
                                 * @description its name
                                 * @example Ada Lovelace
                                 */
                                name: string;
                            };
                            /**
                             * @description when it was saved
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /**
                             * @description true when this version was published
                             * @example true
                             */
                            published: boolean;
                            /**
                             * @description values keyed by field API ID, in the formats of the field types; with locale=*, each an object keyed by language code
                             * @example {
                             *       "title": "Hello world",
                             *       "slug": "hello-world"
                             *     }
                             */
                            fields: {
                                [key: string]: unknown;
                            };
                        }[];
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    restoreEntryVersion: {
        parameters: {
            query?: {
                /**
                 * @description a language code of the space, or * for every language (fields become objects keyed by code)
                 * @example en
                 */
                locale?: string;
            };
            header?: {
                /**
                 * @description a fresh UUID per logical write (1 to 255 visible ASCII characters; an empty value is refused); a retry by the same person or agent with the same key and body within 24 hours answers the first response again (header Idempotent-Replayed: true) without doing the work twice; the same key with another body answers 422
                 * @example 5f0c3c1e-8a52-4d8e-9a3e-2f4b6a1c7d90
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                space_id: string;
                id: string;
                /** @description the version to restore */
                n: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "current_version": 5
                 *     }
                 */
                "application/json": {
                    /**
                     * @description the latest version you read (sys.version); a newer stored version gives version_conflict
                     * @example 5
                     */
                    current_version?: number;
                };
            };
        };
        responses: {
            /** @description Restored: the entry. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key (the work was not done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the entry's system data */
                        sys: {
                            /**
                             * @description the entry id
                             * @example 4BqrajvA8E6qwgkieoqmqO
                             */
                            id: string;
                            /**
                             * @description always Entry
                             * @enum {string}
                             */
                            type: "Entry";
                            /**
                             * @description the API ID of its content type
                             * @example post
                             */
                            content_type: string;
                            /**
                             * @description its version, raised by every save (delivery keys: the published version)
                             * @example 4
                             */
                            version: number;
                            /** @description the version readers see, or null when never published */
                            published_version: number | null;
                            /**
                             * @description draft: never published; published; changed: published, with newer draft changes; archived
                             * @enum {string}
                             */
                            status: "draft" | "published" | "changed" | "archived";
                            /**
                             * @description when it was created
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /**
                             * @description when it was last saved (delivery keys: when it was published)
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            updated_at: string;
                            /** @description when it was last published, or null */
                            published_at: string | null;
                            /** @description when it was first published, or null */
                            first_published_at: string | null;
                            /**
                             * @description the language of the values
                             * @example en
                             */
                            locale: string;
                            /**
                             * @description its place when the type orders entries by hand (sys.position), 1 first
                             * @example 1
                             */
                            position?: number;
                            /**
                             * Format: uri
                             * @description its page on the live site, when the type has a url_path and the entry is published
                             * @example https://example.com/blog/hello-world
                             */
                            url?: string;
                            /**
                             * Format: uri
                             * @description keys that read drafts: its page on the staging site
                             * @example https://preview.example.com/blog/hello-world
                             */
                            preview_url?: string;
                            /**
                             * @description GET of one entry with a key that reads drafts only (management, preview, agents): how many other entries link to this one in their latest values (references, list cells and rich-text links and embeds; archived entries included), from the link index. These are the entries `?links_to_entry={id}` lists (with `status=archived` for the archived ones) and that refuse a delete. See /docs/entries.
                             * @example 3
                             */
                            links_count?: number;
                            /** @description lists with `query=` only: how the entry matched (docs/entries.md "Search") */
                            search?: {
                                /**
                                 * @description relevance, higher is better, comparable within one answer only; 0 when more than 1,000 match and the items are unranked
                                 * @example 3.72
                                 */
                                rank: number;
                                /**
                                 * @description the best matching passage as HTML: the text escaped, each match in <mark>…</mark>, at most about 24 words
                                 * @example Fresh <mark>sourdough</mark> every morning
                                 */
                                snippet: string;
                            };
                            /**
                             * @description Keys that read drafts only, and only when the entry has machine-translated values: per language code, which fields were translated by POST …/translate and which of those are stale. See /docs/translation.
                             * @example {
                             *       "fr": {
                             *         "fields": [
                             *           "title",
                             *           "body"
                             *         ],
                             *         "stale": [
                             *           "body"
                             *         ]
                             *       }
                             *     }
                             */
                            translations?: {
                                [key: string]: {
                                    /**
                                     * @description fields of this language machine-translated from the default language
                                     * @example [
                                     *       "title",
                                     *       "body"
                                     *     ]
                                     */
                                    fields: string[];
                                    /**
                                     * @description those among them whose default-language value changed since: translate again with {"stale": true}
                                     * @example [
                                     *       "body"
                                     *     ]
                                     */
                                    stale: string[];
                                };
                            };
                        };
                        /**
                         * @description values keyed by field API ID, in the formats of the field types; with locale=*, each an object keyed by language code
                         * @example {
                         *       "title": "Hello world",
                         *       "slug": "hello-world"
                         *     }
                         */
                        fields: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    orderContentTypeEntries: {
        parameters: {
            query?: {
                dry_run?: boolean;
            };
            header?: never;
            path: {
                space_id: string;
                content_type_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "entries": [
                 *         "4BqrajvA8E6qwgkieoqmqO",
                 *         "5KsDBWseXY6QegucYAoacS"
                 *       ],
                 *       "dry_run": true
                 *     }
                 */
                "application/json": {
                    /**
                     * @description entry ids in the wanted order; the other active entries follow
                     * @example [
                     *       "4BqrajvA8E6qwgkieoqmqO",
                     *       "5KsDBWseXY6QegucYAoacS"
                     *     ]
                     */
                    entries: string[];
                    /**
                     * @description true: check and show the result without saving anything
                     * @example true
                     */
                    dry_run?: boolean;
                };
            };
        };
        responses: {
            /** @description Ordered: the content type entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description the content type
                         * @example post
                         */
                        content_type: string;
                        /**
                         * @description the type now lists its entries in this order
                         * @enum {string}
                         */
                        entry_order: "sys.position";
                        /** @description every active entry with its new place */
                        items: {
                            /**
                             * @description the entry id
                             * @example 4BqrajvA8E6qwgkieoqmqO
                             */
                            id: string;
                            /**
                             * @description its place, 1 first
                             * @example 1
                             */
                            position: number;
                        }[];
                    } | {
                        /**
                         * @description nothing was saved
                         * @enum {boolean}
                         */
                        dry_run: true;
                        /**
                         * @description the content type
                         * @example post
                         */
                        content_type: string;
                        /**
                         * @description the order the type would use
                         * @enum {string}
                         */
                        entry_order: "sys.position";
                        /**
                         * @description the entry ids in the order they would have
                         * @example [
                         *       "4BqrajvA8E6qwgkieoqmqO",
                         *       "5KsDBWseXY6QegucYAoacS"
                         *     ]
                         */
                        would_order: string[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    createBatch: {
        parameters: {
            query?: {
                dry_run?: boolean;
            };
            header?: {
                /**
                 * @description a fresh UUID per logical write (1 to 255 visible ASCII characters; an empty value is refused); a retry by the same person or agent with the same key and body within 24 hours answers the first response again (header Idempotent-Replayed: true) without doing the work twice; the same key with another body answers 422
                 * @example 5f0c3c1e-8a52-4d8e-9a3e-2f4b6a1c7d90
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                space_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "operations": [
                 *         {
                 *           "op": "create_asset",
                 *           "ref": "hero",
                 *           "url": "https://images.example.com/hero.jpg",
                 *           "alt": "A lighthouse at dusk"
                 *         },
                 *         {
                 *           "op": "create_entry",
                 *           "ref": "post",
                 *           "content_type": "post",
                 *           "fields": {
                 *             "title": "Hello",
                 *             "cover": "$hero"
                 *           }
                 *         },
                 *         {
                 *           "op": "publish_entry",
                 *           "id": "$post"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description the writes, run in order in one transaction: all or nothing */
                    operations: {
                        /**
                         * @description what this operation does
                         * @enum {string}
                         */
                        op: "create_entry" | "update_entry" | "create_asset" | "publish_entry" | "archive_entry" | "unarchive_entry" | "delete_entry" | "delete_asset" | "delete_content_type" | "delete_field";
                        /**
                         * @description names this operation; later operations write "$name" in id and in reference/asset fields
                         * @example hero
                         */
                        ref?: string;
                        /**
                         * @description update/publish/archive/unarchive/delete_entry: the entry id; delete_asset: the file id; or "$name" of an earlier ref
                         * @example $post
                         */
                        id?: string;
                        /**
                         * @description create_entry, delete_content_type, delete_field: API ID of the type
                         * @example post
                         */
                        content_type?: string;
                        /**
                         * @description delete_field: API ID of the field
                         * @example subtitle
                         */
                        field?: string;
                        /**
                         * @description delete_entry/delete_asset/delete_content_type: remove the links other entries have to what is deleted (each gets a new version) instead of failing
                         * @example true
                         */
                        unlink?: boolean;
                        /**
                         * @description delete_content_type: delete its entries with it (all must be archived)
                         * @example true
                         */
                        delete_entries?: boolean;
                        /**
                         * @description delete_field: delete the values entries hold in it (every version) instead of failing
                         * @example true
                         */
                        delete_values?: boolean;
                        /**
                         * @description create_entry/update_entry: values by field API ID; "$name" allowed in reference and asset fields (not in rich text)
                         * @example {
                         *       "title": "Hello",
                         *       "cover": "$hero"
                         *     }
                         */
                        fields?: {
                            [key: string]: unknown;
                        };
                        /**
                         * @description update_entry: the version you edited; a newer stored one gives version_conflict
                         * @example 2
                         */
                        version?: number;
                        /**
                         * Format: uri
                         * @description create_asset: https URL to download
                         * @example https://images.example.com/hero.jpg
                         */
                        url?: string;
                        /**
                         * @description create_asset: the file in base64 (with filename)
                         * @example iVBORw0KGgo=
                         */
                        data?: string;
                        /**
                         * @description create_asset: required with data; overrides the name taken from url
                         * @example hero.jpg
                         */
                        filename?: string;
                        /**
                         * @description create_asset: the file's title; default: its file name
                         * @example Hero image
                         */
                        title?: string;
                        /** @description create_asset: alt text; images used by published content need it */
                        alt?: string | null;
                        /** @description create_asset: a longer description */
                        description?: string | null;
                        /**
                         * @description create_entry/update_entry: language of the values, or * (values keyed by code)
                         * @example en
                         */
                        locale?: string;
                    }[];
                    /**
                     * @description same as the dry_run query parameter
                     * @example false
                     */
                    dry_run?: boolean;
                };
            };
        };
        responses: {
            /** @description What each operation did, in order (with dry_run: what each would do; nothing is saved) */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key (the work was not done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true: nothing was saved
                         * @example false
                         */
                        dry_run: boolean;
                        /**
                         * @description how many operations ran
                         * @example 2
                         */
                        total: number;
                        /** @description one result per operation, in order */
                        results: {
                            /**
                             * @description the operation, as sent
                             * @enum {string}
                             */
                            op: "create_entry" | "update_entry" | "create_asset" | "publish_entry" | "archive_entry" | "unarchive_entry" | "delete_entry" | "delete_asset" | "delete_content_type" | "delete_field";
                            /**
                             * @description the operation's ref, when it had one
                             * @example hero
                             */
                            ref?: string;
                            /** @description what the operation created or changed */
                            sys: {
                                /**
                                 * @description the id of what it created or changed
                                 * @example 4BqrajvA8E6qwgkieoqmqO
                                 */
                                id: string;
                                /**
                                 * @description what it created or changed
                                 * @enum {string}
                                 */
                                type: "Entry" | "Asset" | "ContentType" | "Field";
                                /**
                                 * @description entries: the content type
                                 * @example post
                                 */
                                content_type?: string;
                                /**
                                 * @description entries: the version now
                                 * @example 1
                                 */
                                version?: number;
                                /**
                                 * @description the entry status, or "deleted" for a delete operation
                                 * @enum {string}
                                 */
                                status?: "draft" | "published" | "changed" | "archived" | "deleted";
                                /**
                                 * Format: uri
                                 * @description entries: the page on the live site
                                 * @example https://example.com/blog/hello-world
                                 */
                                url?: string;
                                /**
                                 * Format: uri
                                 * @description entries: the page on the staging site
                                 * @example https://preview.example.com/blog/hello-world
                                 */
                                preview_url?: string;
                            };
                            /**
                             * @description delete operations: entries whose links to what was deleted were removed
                             * @example [
                             *       "6QdtAIK5zgtSsi1fpHnKbr"
                             *     ]
                             */
                            unlinked?: string[];
                            /**
                             * @description delete_content_type: its entries deleted with it
                             * @example [
                             *       "4BqrajvA8E6qwgkieoqmqO"
                             *     ]
                             */
                            entries_deleted?: string[];
                            /**
                             * @description delete_field: entries whose values of the field were deleted
                             * @example 12
                             */
                            entries_changed?: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    listInvites: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invites. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description what the answer is */
                        sys: {
                            /**
                             * @description always Array: the answer is a list
                             * @enum {string}
                             */
                            type: "Array";
                        };
                        /**
                         * @description how many there are in all
                         * @example 42
                         */
                        total: number;
                        /** @description the invites, newest first */
                        items: {
                            /**
                             * @description the invite id
                             * @example inv_5Ht8
                             */
                            id: string;
                            /** @description the name the agent gets, or null to let it choose */
                            name: string | null;
                            /**
                             * @description the space it joins
                             * @example blog
                             */
                            space: string;
                            /**
                             * @description usable until used, expired or revoked
                             * @enum {string}
                             */
                            status: "usable" | "used" | "expired" | "revoked";
                            /**
                             * @description when it was made
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /** @description who made it, or null */
                            created_by: string | null;
                            /**
                             * @description when it stops working
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            expires_at: string;
                            /** @description when an agent redeemed it, or null */
                            used_at: string | null;
                            /** @description the agent that redeemed it, or null */
                            agent_id: string | null;
                            /** @description when it was revoked, or null */
                            revoked_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    createInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Blog writer",
                 *       "expires_in_hours": 24
                 *     }
                 */
                "application/json": {
                    /** @description name the agent will carry in activity; without it the agent names itself on redeem */
                    name?: string | null;
                    /**
                     * @description default 168 (7 days)
                     * @example 24
                     */
                    expires_in_hours?: number;
                };
            };
        };
        responses: {
            /** @description Created: the new invite. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description the invite link to give the agent: it redeems it once for its own key; shown only now
                         * @example https://cms.example.com/join/inv_Qm4x8Zk2Lp7Rt3
                         */
                        url: string;
                        /** @description the new invite */
                        invite: {
                            /**
                             * @description the invite id
                             * @example inv_5Ht8
                             */
                            id: string;
                            /** @description the name the agent gets, or null to let it choose */
                            name: string | null;
                            /**
                             * @description the space it joins
                             * @example blog
                             */
                            space: string;
                            /**
                             * @description usable until used, expired or revoked
                             * @enum {string}
                             */
                            status: "usable" | "used" | "expired" | "revoked";
                            /**
                             * @description when it was made
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /** @description who made it, or null */
                            created_by: string | null;
                            /**
                             * @description when it stops working
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            expires_at: string;
                            /** @description when an agent redeemed it, or null */
                            used_at: string | null;
                            /** @description the agent that redeemed it, or null */
                            agent_id: string | null;
                            /** @description when it was revoked, or null */
                            revoked_at: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    deleteInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    listAgents: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agents. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description what the answer is */
                        sys: {
                            /**
                             * @description always Array: the answer is a list
                             * @enum {string}
                             */
                            type: "Array";
                        };
                        /**
                         * @description how many there are in all
                         * @example 42
                         */
                        total: number;
                        /** @description the active agents */
                        items: {
                            /**
                             * @description the agent id
                             * @example ag_3kD9
                             */
                            id: string;
                            /**
                             * @description its name
                             * @example Claude (blog)
                             */
                            name: string;
                            /**
                             * @description always agent
                             * @enum {string}
                             */
                            kind: "agent";
                            /**
                             * @description the space it works in
                             * @example blog
                             */
                            space: string;
                            /**
                             * @description what it may do now
                             * @example [
                             *       "read",
                             *       "read_drafts",
                             *       "write"
                             *     ]
                             */
                            can: string[];
                            /**
                             * @description how it joined: an invite link or OAuth consent
                             * @enum {string}
                             */
                            via: "invite" | "oauth";
                            /** @description the OAuth client it connected with, or null */
                            oauth_client_id: string | null;
                            /**
                             * @description when it joined
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /** @description who invited or approved it, or null */
                            created_by: string | null;
                            /** @description when it last called the API, or null */
                            last_used_at: string | null;
                            /** @description when it was revoked, or null */
                            revoked_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    deleteAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getJoin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/markdown */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            410: components["responses"]["Error410"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    redeemJoin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Claude (blog)"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description your name, when the invite does not set one
                     * @example Claude (blog)
                     */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Created: the new join. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description the agent key (svc_agt_…): send it as Authorization: Bearer; shown only now
                         * @example svc_agt_7c1f0e9a2b…
                         */
                        token: string;
                        /** @description the new agent */
                        agent: {
                            /**
                             * @description the agent id
                             * @example ag_3kD9
                             */
                            id: string;
                            /**
                             * @description its name
                             * @example Claude (blog)
                             */
                            name: string;
                            /**
                             * @description always agent
                             * @enum {string}
                             */
                            kind: "agent";
                            /**
                             * @description the space it works in
                             * @example blog
                             */
                            space: string;
                            /**
                             * @description what it may do now
                             * @example [
                             *       "read",
                             *       "read_drafts",
                             *       "write"
                             *     ]
                             */
                            can: string[];
                            /**
                             * @description how it joined: an invite link or OAuth consent
                             * @enum {string}
                             */
                            via: "invite" | "oauth";
                            /** @description the OAuth client it connected with, or null */
                            oauth_client_id: string | null;
                            /**
                             * @description when it joined
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /** @description who invited or approved it, or null */
                            created_by: string | null;
                            /** @description when it last called the API, or null */
                            last_used_at: string | null;
                            /** @description when it was revoked, or null */
                            revoked_at: string | null;
                        };
                        /**
                         * @description the space it works in
                         * @example blog
                         */
                        space: string;
                        /**
                         * @description what to do next, in order
                         * @example [
                         *       "GET /api/v1 to see what your key can do"
                         *     ]
                         */
                        next: string[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            410: components["responses"]["Error410"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the sign-in form */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["Error400"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    createLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description signed in: session cookie set, redirect to `next` (default /) */
            303: {
                headers: {
                    /** @description where the browser goes next */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description form again: email or password missing */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description form again: wrong email or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description form again: expired form or another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description form again: too many failed attempts (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            default: components["responses"]["ErrorDefault"];
        };
    };
    createLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description signed out, redirect to /login */
            303: {
                headers: {
                    /** @description where the browser goes next */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            /** @description the form did not come from this site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            default: components["responses"]["ErrorDefault"];
        };
    };
    getWellKnownOauthAuthorizationServer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The well known oauth authorization server. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getWellKnownOauthProtectedResource: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The well known oauth protected resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getWellKnownOauthProtectedResourceMcp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The well known oauth protected resource mcp. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getOauthAuthorize: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the consent screen (with a dashboard session) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description to /login without a session, or back to redirect_uri with an error */
            302: {
                headers: {
                    /** @description where the browser goes next */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description unknown client or redirect URI that does not match: shown, never redirected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            default: components["responses"]["ErrorDefault"];
        };
    };
    authorizeOauth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description back to redirect_uri with code and state (approved) or error=access_denied */
            302: {
                headers: {
                    /** @description where the browser goes next */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description the consent form is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            default: components["responses"]["ErrorDefault"];
        };
    };
    registerOauth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the registered client (RFC 7591) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description OAuth error (RFC 6749 5.2) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description what went wrong, as RFC 6749 names it
                         * @enum {string}
                         */
                        error: "invalid_request" | "invalid_client" | "invalid_grant" | "invalid_scope" | "invalid_target" | "unsupported_grant_type" | "invalid_redirect_uri" | "invalid_client_metadata" | "too_many_requests" | "server_error";
                        /**
                         * @description what went wrong and how to repair it, for people
                         * @example code_verifier is required (PKCE).
                         */
                        error_description?: string;
                    };
                };
            };
            default: components["responses"]["ErrorDefault"];
        };
    };
    tokenOauth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description access_token, token_type, expires_in, refresh_token, scope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description OAuth error (RFC 6749 5.2) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description what went wrong, as RFC 6749 names it
                         * @enum {string}
                         */
                        error: "invalid_request" | "invalid_client" | "invalid_grant" | "invalid_scope" | "invalid_target" | "unsupported_grant_type" | "invalid_redirect_uri" | "invalid_client_metadata" | "too_many_requests" | "server_error";
                        /**
                         * @description what went wrong and how to repair it, for people
                         * @example code_verifier is required (PKCE).
                         */
                        error_description?: string;
                    };
                };
            };
            /** @description OAuth error (RFC 6749 5.2) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description what went wrong, as RFC 6749 names it
                         * @enum {string}
                         */
                        error: "invalid_request" | "invalid_client" | "invalid_grant" | "invalid_scope" | "invalid_target" | "unsupported_grant_type" | "invalid_redirect_uri" | "invalid_client_metadata" | "too_many_requests" | "server_error";
                        /**
                         * @description what went wrong and how to repair it, for people
                         * @example code_verifier is required (PKCE).
                         */
                        error_description?: string;
                    };
                };
            };
            default: components["responses"]["ErrorDefault"];
        };
    };
    revokeOauth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description revoked (also for an unknown token, RFC 7009) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description OAuth error (RFC 6749 5.2) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description what went wrong, as RFC 6749 names it
                         * @enum {string}
                         */
                        error: "invalid_request" | "invalid_client" | "invalid_grant" | "invalid_scope" | "invalid_target" | "unsupported_grant_type" | "invalid_redirect_uri" | "invalid_client_metadata" | "too_many_requests" | "server_error";
                        /**
                         * @description what went wrong and how to repair it, for people
                         * @example code_verifier is required (PKCE).
                         */
                        error_description?: string;
                    };
                };
            };
            default: components["responses"]["ErrorDefault"];
        };
    };
    createMcp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description JSON-RPC 2.0 response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description always 2.0
                         * @enum {unknown}
                         */
                        jsonrpc: "2.0";
                        /**
                         * @description the id of the request answered
                         * @example 1
                         */
                        id?: string | number | null;
                        /**
                         * @description what the method returned (tools/list: the tools; tools/call: the tool result)
                         * @example {
                         *       "tools": []
                         *     }
                         */
                        result?: Record<string, never>;
                        /** @description instead of result, when the request failed */
                        error?: {
                            /**
                             * @description JSON-RPC error code
                             * @example -32602
                             */
                            code?: number;
                            /**
                             * @description what went wrong
                             * @example Unknown tool group "foo"
                             */
                            message?: string;
                        };
                    };
                };
            };
            /** @description a notification or response was accepted (no body) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description JSON-RPC error: a body that cannot be parsed (-32700), or an unknown tool group in the `tools` query parameter or X-MCP-Tools header (-32602) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description always 2.0
                         * @enum {unknown}
                         */
                        jsonrpc: "2.0";
                        /**
                         * @description the id of the request answered
                         * @example 1
                         */
                        id?: string | number | null;
                        /**
                         * @description what the method returned (tools/list: the tools; tools/call: the tool result)
                         * @example {
                         *       "tools": []
                         *     }
                         */
                        result?: Record<string, never>;
                        /** @description instead of result, when the request failed */
                        error?: {
                            /**
                             * @description JSON-RPC error code
                             * @example -32602
                             */
                            code?: number;
                            /**
                             * @description what went wrong
                             * @example Unknown tool group "foo"
                             */
                            message?: string;
                        };
                    };
                };
            };
            /** @description missing or invalid bearer token (WWW-Authenticate names the protected-resource metadata) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getLlmsTxt: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/markdown */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the export document (docs/agents.md "Export") */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getCorsOrigins: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cors settings. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "origins": [
                     *         "https://shop.example.com"
                     *       ],
                     *       "site_origins": [
                     *         "https://www.example.com",
                     *         "https://staging.example.com"
                     *       ],
                     *       "loopback": true
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description extra origins the site lists ("*" = any origin)
                         * @example [
                         *       "https://shop.example.com"
                         *     ]
                         */
                        origins: string[];
                        /**
                         * @description origins of production_url and preview_url, always allowed
                         * @example [
                         *       "https://www.example.com",
                         *       "https://staging.example.com"
                         *     ]
                         */
                        site_origins: string[];
                        /**
                         * @description http://localhost, 127.0.0.1 and [::1] on any port are always allowed (local development)
                         * @enum {boolean}
                         */
                        loopback: true;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    setCorsOrigins: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "origins": [
                 *         "https://shop.example.com"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * @description origins like "https://shop.example.com" (scheme, host, port), "https://*.example.com" for every subdomain of example.com (not example.com itself), or "*" for any origin; [] removes all
                     * @example [
                     *       "https://shop.example.com"
                     *     ]
                     */
                    origins: string[];
                };
            };
        };
        responses: {
            /** @description The cors settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "origins": [
                     *         "https://shop.example.com"
                     *       ],
                     *       "site_origins": [
                     *         "https://www.example.com",
                     *         "https://staging.example.com"
                     *       ],
                     *       "loopback": true
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description extra origins the site lists ("*" = any origin)
                         * @example [
                         *       "https://shop.example.com"
                         *     ]
                         */
                        origins: string[];
                        /**
                         * @description origins of production_url and preview_url, always allowed
                         * @example [
                         *       "https://www.example.com",
                         *       "https://staging.example.com"
                         *     ]
                         */
                        site_origins: string[];
                        /**
                         * @description http://localhost, 127.0.0.1 and [::1] on any port are always allowed (local development)
                         * @enum {boolean}
                         */
                        loopback: true;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getAnswers: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answers. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description the questions asked of the AI assistants
                         * @example [
                         *       "Which bakery in Berlin bakes sourdough on Sundays?"
                         *     ]
                         */
                        questions: string[];
                        /** @description where the people asking are */
                        market: {
                            /**
                             * @description where the people asking are: an ISO 3166 code such as "DE" or a name
                             * @example DE
                             */
                            country: string;
                            /**
                             * @description their city; empty for a whole country
                             * @example Berlin
                             */
                            city: string;
                        };
                        /**
                         * @description other names of the site counted as mentions
                         * @example [
                         *       "Kornblume"
                         *     ]
                         */
                        aliases: string[];
                        /**
                         * @description answers asked per question and engine in a run
                         * @example 3
                         */
                        samples: number;
                        /**
                         * @description how often runs happen by themselves
                         * @enum {unknown}
                         */
                        schedule: "weekly" | "daily" | "off";
                        /** @description when the next scheduled run is due; null while the schedule is off */
                        next_run_at: string | null;
                        /** @description the latest finished run, or null */
                        run: {
                            /**
                             * @description the run id
                             * @example run_2Fh8Kq
                             */
                            id: string;
                            /**
                             * @description how the run ended
                             * @enum {unknown}
                             */
                            status: "succeeded" | "failed";
                            /**
                             * @description started by the schedule or by a person
                             * @enum {unknown}
                             */
                            trigger: "schedule" | "manual";
                            /**
                             * @description when it was asked for
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /** @description when it started, or null */
                            started_at: string | null;
                            /** @description when it ended, or null */
                            finished_at: string | null;
                            /** @description why a failed run failed */
                            error: string | null;
                            /**
                             * @description answers collected
                             * @example 18
                             */
                            answers: number;
                            /**
                             * @description answers naming the site (its name, an alias or its domain)
                             * @example 11
                             */
                            mentioned: number;
                            /**
                             * @description answers citing a page of the site as a source
                             * @example 6
                             */
                            cited: number;
                            /** @description average rank of the site among the brands named, 1 first */
                            average_position: number | null;
                            /** @description the site's mentions against all brand mentions (its own and competitors'), as a percentage */
                            share_of_voice: number | null;
                            /** @description the model asked (one engine), or null */
                            model: string | null;
                            /** @description who started it by hand, or null */
                            requested_by: string | null;
                            /** @description other brands the answers named, most first */
                            competitors: {
                                /**
                                 * @description the brand
                                 * @example Zeit für Brot
                                 */
                                name: string;
                                /**
                                 * @description answers naming it
                                 * @example 4
                                 */
                                answers: number;
                            }[];
                            /** @description wrong claims about the site, with the entries that say what is correct */
                            issues: {
                                /**
                                 * @description stable across runs: the entry and field whose published text shows the claim is wrong
                                 * @example 4BqrajvA8E6qwgkieoqmqO:opening_hours
                                 */
                                key: string;
                                /**
                                 * @description new in this run, or found before too
                                 * @enum {unknown}
                                 */
                                status: "new" | "persisting";
                                /**
                                 * @description what the assistant said, quoted from its answer
                                 * @example closed on Sundays
                                 */
                                claim: string;
                                /**
                                 * @description what the site says, quoted from its published content
                                 * @example open Sundays 8–14
                                 */
                                correct: string;
                                /**
                                 * @description answers of this run that made the claim
                                 * @example 2
                                 */
                                answers: number;
                                /**
                                 * @description the first question whose answers made it
                                 * @example Is the bakery open on Sundays?
                                 */
                                question: string;
                                /**
                                 * @description every question whose answers made the claim
                                 * @example [
                                 *       "Is the bakery open on Sundays?"
                                 *     ]
                                 */
                                questions: string[];
                                /**
                                 * @description the engines whose answers made the claim
                                 * @example [
                                 *       "openai"
                                 *     ]
                                 */
                                engines: string[];
                                /**
                                 * @description false when this run did not ask what raised it (cut short, or its engine failed): carried over unchanged, not resolved
                                 * @example true
                                 */
                                asked: boolean;
                                /** @description the entries whose published text says what is correct */
                                entries: {
                                    /**
                                     * @description the entry
                                     * @example 4BqrajvA8E6qwgkieoqmqO
                                     */
                                    id: string;
                                    /**
                                     * @description its content type
                                     * @example page
                                     */
                                    content_type: string;
                                    /**
                                     * @description the field holding the correct statement
                                     * @example opening_hours
                                     */
                                    field: string;
                                    /** @description its title, or null */
                                    title: string | null;
                                }[];
                                /**
                                 * @description the run that first found it
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                first_seen_at: string;
                                /**
                                 * @description an instruction an agent can carry out with this API to make the correct statement easier to find
                                 * @example Add "open Sundays 8–14" to the description of entry 4BqrajvA8E6qwgkieoqmqO and publish it.
                                 */
                                ask_agent: string;
                            }[];
                            /** @description claims found before that no answer of this run made */
                            resolved_issues: {
                                /**
                                 * @description the issue key
                                 * @example 4BqrajvA8E6qwgkieoqmqO:opening_hours
                                 */
                                key: string;
                                /**
                                 * @description what the assistant said, quoted from its answer
                                 * @example closed on Sundays
                                 */
                                claim: string;
                                /**
                                 * @description what the site says, quoted from its published content
                                 * @example open Sundays 8–14
                                 */
                                correct: string;
                                /** @description the entries whose published text says what is correct */
                                entries: {
                                    /**
                                     * @description the entry
                                     * @example 4BqrajvA8E6qwgkieoqmqO
                                     */
                                    id: string;
                                    /**
                                     * @description its content type
                                     * @example page
                                     */
                                    content_type: string;
                                    /**
                                     * @description the field holding the correct statement
                                     * @example opening_hours
                                     */
                                    field: string;
                                    /** @description its title, or null */
                                    title: string | null;
                                }[];
                                /**
                                 * @description the run that first found it
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                first_seen_at: string;
                                /**
                                 * @description the run that no longer found it
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                resolved_at: string;
                            }[];
                            /** @description every answer */
                            items: {
                                /**
                                 * @description the question asked
                                 * @example Which bakery in Berlin bakes sourdough on Sundays?
                                 */
                                question: string;
                                /**
                                 * @description which of the samples of this question and engine, 1 first
                                 * @example 1
                                 */
                                sample: number;
                                /**
                                 * @description the configured engine that answered
                                 * @example openai
                                 */
                                engine: string;
                                /**
                                 * @description false when the engine answered from memory, without a web search
                                 * @example true
                                 */
                                grounded: boolean;
                                /**
                                 * @description the answer, as given
                                 * @example Kornblume in Kreuzberg bakes sourdough on Sundays…
                                 */
                                answer: string;
                                /** @description the URLs the engine cited, with titles */
                                sources: {
                                    /**
                                     * @description the cited URL
                                     * @example https://example.com/blog/sourdough
                                     */
                                    url: string;
                                    /** @description its title, or null */
                                    title: string | null;
                                }[];
                                /**
                                 * @description true when it names the site
                                 * @example true
                                 */
                                mentioned: boolean;
                                /**
                                 * @description true when it cites a page of the site
                                 * @example true
                                 */
                                cited: boolean;
                                /** @description the sources that are pages of the site */
                                cited_pages: {
                                    /**
                                     * @description the page
                                     * @example https://example.com/blog/sourdough
                                     */
                                    url: string;
                                    /** @description the entry the page shows, when it is one of ours */
                                    entry_id: string | null;
                                }[];
                                /** @description the rank of the site among the brands named, 1 first; null when not named */
                                position: number | null;
                                /**
                                 * @description other brands it names
                                 * @example [
                                 *       "Zeit für Brot"
                                 *     ]
                                 */
                                competitors: string[];
                                /**
                                 * @description wrong claims about the site it makes
                                 * @example 0
                                 */
                                issues: number;
                            }[];
                            /**
                             * @description the run ended before every question was asked of every engine (see stopped)
                             * @example false
                             */
                            truncated: boolean;
                            /** @description why it ended early; null when every question was asked */
                            stopped: ("token_cap" | "provider_failed") | null;
                            /**
                             * @description false when no engine answered from a web search: the answers are models' memory
                             * @example true
                             */
                            grounded: boolean;
                            /** @description the figures per engine */
                            engines: {
                                /**
                                 * @description the engine
                                 * @example openai
                                 */
                                name: string;
                                /**
                                 * @description answers collected
                                 * @example 18
                                 */
                                answers: number;
                                /**
                                 * @description answers naming the site (its name, an alias or its domain)
                                 * @example 11
                                 */
                                mentioned: number;
                                /**
                                 * @description answers citing a page of the site as a source
                                 * @example 6
                                 */
                                cited: number;
                                /** @description average rank of the site among the brands named, 1 first */
                                average_position: number | null;
                                /** @description the site's mentions against all brand mentions (its own and competitors'), as a percentage */
                                share_of_voice: number | null;
                                /**
                                 * @description the kind of API the engine speaks
                                 * @enum {unknown}
                                 */
                                kind: "openai_search" | "openai_responses" | "perplexity" | "chat";
                                /**
                                 * @description the model asked
                                 * @example gpt-4o-search-preview
                                 */
                                model: string;
                                /**
                                 * @description true when it answered from a web search
                                 * @example true
                                 */
                                grounded: boolean;
                                /** @description why this engine stopped answering in this run */
                                error: string | null;
                                /** @description other brands its answers named, most first */
                                competitors: {
                                    /**
                                     * @description the brand
                                     * @example Zeit für Brot
                                     */
                                    name: string;
                                    /**
                                     * @description answers naming it
                                     * @example 4
                                     */
                                    answers: number;
                                }[];
                                /** @description what it used in this run */
                                usage: {
                                    /**
                                     * @description tokens used
                                     * @example 24000
                                     */
                                    total_tokens: number;
                                    /**
                                     * @description requests made
                                     * @example 9
                                     */
                                    requests: number;
                                    /** @description USD at its prices; null when unknown */
                                    cost_usd: number | null;
                                };
                            }[];
                            /** @description the hosts the answers cite most */
                            top_cited_domains: {
                                /**
                                 * @description the host
                                 * @example example.com
                                 */
                                domain: string;
                                /**
                                 * @description answers citing it
                                 * @example 6
                                 */
                                answers: number;
                            }[];
                            /** @description the site's pages the answers cite most */
                            top_cited_pages: {
                                /**
                                 * @description the page
                                 * @example https://example.com/blog/sourdough
                                 */
                                url: string;
                                /** @description the entry it shows, when one of ours */
                                entry_id: string | null;
                                /**
                                 * @description answers citing it
                                 * @example 3
                                 */
                                answers: number;
                            }[];
                            /** @description what the run used; null for runs from before usage was counted */
                            usage: {
                                /**
                                 * @description tokens sent
                                 * @example 30000
                                 */
                                prompt_tokens: number;
                                /**
                                 * @description tokens answered
                                 * @example 12000
                                 */
                                completion_tokens: number;
                                /**
                                 * @description both together
                                 * @example 42000
                                 */
                                total_tokens: number;
                                /**
                                 * @description requests made
                                 * @example 18
                                 */
                                requests: number;
                                /**
                                 * @description requests whose provider reported no usage, counted by estimate
                                 * @example 0
                                 */
                                estimated_requests: number;
                                /**
                                 * @description the most the run may use
                                 * @example 200000
                                 */
                                budget_tokens: number;
                                /** @description USD at the engines' prices; null when unknown */
                                cost_usd: number | null;
                            } | null;
                        } | null;
                        /** @description a run waiting or under way, or null */
                        pending: {
                            /**
                             * @description the run id
                             * @example run_2Fh8Kq
                             */
                            id: string;
                            /**
                             * @description waiting for a worker, or running
                             * @enum {unknown}
                             */
                            status: "queued" | "running";
                            /**
                             * @description started by the schedule or by a person
                             * @enum {unknown}
                             */
                            trigger: "schedule" | "manual";
                            /**
                             * @description when it was asked for
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /** @description when it started, or null */
                            started_at: string | null;
                        } | null;
                        /** @description the last 12 finished runs, newest first */
                        history: {
                            /**
                             * @description the run id
                             * @example run_2Fh8Kq
                             */
                            id: string;
                            /**
                             * @description how the run ended
                             * @enum {unknown}
                             */
                            status: "succeeded" | "failed";
                            /**
                             * @description started by the schedule or by a person
                             * @enum {unknown}
                             */
                            trigger: "schedule" | "manual";
                            /**
                             * @description when it was asked for
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /** @description when it started, or null */
                            started_at: string | null;
                            /** @description when it ended, or null */
                            finished_at: string | null;
                            /** @description why a failed run failed */
                            error: string | null;
                            /**
                             * @description answers collected
                             * @example 18
                             */
                            answers: number;
                            /**
                             * @description answers naming the site (its name, an alias or its domain)
                             * @example 11
                             */
                            mentioned: number;
                            /**
                             * @description answers citing a page of the site as a source
                             * @example 6
                             */
                            cited: number;
                            /** @description average rank of the site among the brands named, 1 first */
                            average_position: number | null;
                            /** @description the site's mentions against all brand mentions (its own and competitors'), as a percentage */
                            share_of_voice: number | null;
                            /**
                             * @description wrong claims found
                             * @example 1
                             */
                            issues: number;
                            /**
                             * @description the run ended before every question was asked of every engine
                             * @example false
                             */
                            truncated: boolean;
                            /** @description USD the run cost at the engines' prices; null when unknown */
                            cost_usd: number | null;
                            /** @description the same figures per engine, for the trend per engine */
                            engines: {
                                /**
                                 * @description the engine
                                 * @example openai
                                 */
                                name: string;
                                /**
                                 * @description answers collected
                                 * @example 18
                                 */
                                answers: number;
                                /**
                                 * @description answers naming the site (its name, an alias or its domain)
                                 * @example 11
                                 */
                                mentioned: number;
                                /**
                                 * @description answers citing a page of the site as a source
                                 * @example 6
                                 */
                                cited: number;
                                /** @description average rank of the site among the brands named, 1 first */
                                average_position: number | null;
                                /** @description the site's mentions against all brand mentions (its own and competitors'), as a percentage */
                                share_of_voice: number | null;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    setQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "questions": [
                 *         "Which bakery in Berlin bakes sourdough on Sundays?"
                 *       ],
                 *       "market": {
                 *         "country": "DE",
                 *         "city": "Berlin"
                 *       },
                 *       "schedule": "weekly"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description 1 to 30 questions people ask AI assistants, each up to 200 characters
                     * @example [
                     *       "Which bakery in Berlin bakes sourdough on Sundays?"
                     *     ]
                     */
                    questions: string[];
                    /** @description unsent: unchanged */
                    market?: {
                        /**
                         * @description where the people asking are: an ISO 3166 code such as "DE" or a name
                         * @example DE
                         */
                        country?: string;
                        /**
                         * @description their city; empty for a whole country
                         * @example Berlin
                         */
                        city?: string;
                    };
                    /**
                     * @description up to 10 other names the site goes by (its space name and domain always count)
                     * @example [
                     *       "Bäckerei Example"
                     *     ]
                     */
                    aliases?: string[];
                    /**
                     * @description times each question is asked per run, 1 to 5 (answers vary); default 1
                     * @example 1
                     */
                    samples?: number;
                    /**
                     * @description how often runs happen by themselves; default weekly
                     * @enum {unknown}
                     */
                    schedule?: "weekly" | "daily" | "off";
                };
            };
        };
        responses: {
            /** @description The answer settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description the questions asked of the AI assistants
                         * @example [
                         *       "Which bakery in Berlin bakes sourdough on Sundays?"
                         *     ]
                         */
                        questions: string[];
                        /** @description where the people asking are */
                        market: {
                            /**
                             * @description where the people asking are: an ISO 3166 code such as "DE" or a name
                             * @example DE
                             */
                            country: string;
                            /**
                             * @description their city; empty for a whole country
                             * @example Berlin
                             */
                            city: string;
                        };
                        /**
                         * @description other names of the site counted as mentions
                         * @example [
                         *       "Kornblume"
                         *     ]
                         */
                        aliases: string[];
                        /**
                         * @description answers asked per question and engine in a run
                         * @example 3
                         */
                        samples: number;
                        /**
                         * @description how often runs happen by themselves
                         * @enum {unknown}
                         */
                        schedule: "weekly" | "daily" | "off";
                        /** @description when the next scheduled run is due; null while the schedule is off */
                        next_run_at: string | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    startAnswersRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answers run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * PendingAnswerRun
                         * @description the run already waiting (no new one was started)
                         */
                        run: {
                            /**
                             * @description the run id
                             * @example run_2Fh8Kq
                             */
                            id: string;
                            /**
                             * @description waiting for a worker, or running
                             * @enum {unknown}
                             */
                            status: "queued" | "running";
                            /**
                             * @description started by the schedule or by a person
                             * @enum {unknown}
                             */
                            trigger: "schedule" | "manual";
                            /**
                             * @description when it was asked for
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /** @description when it started, or null */
                            started_at: string | null;
                        };
                    };
                };
            };
            /** @description Accepted: the work goes on in the background; the body says how to follow it. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * PendingAnswerRun
                         * @description the run started
                         */
                        run: {
                            /**
                             * @description the run id
                             * @example run_2Fh8Kq
                             */
                            id: string;
                            /**
                             * @description waiting for a worker, or running
                             * @enum {unknown}
                             */
                            status: "queued" | "running";
                            /**
                             * @description started by the schedule or by a person
                             * @enum {unknown}
                             */
                            trigger: "schedule" | "manual";
                            /**
                             * @description when it was asked for
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /** @description when it started, or null */
                            started_at: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The readiness. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessCheck"];
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    runReadinessCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created: the new readiness check. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessCheck"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getReadinessSchedule: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The readiness schedule. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessSchedule"];
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    setReadinessSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "interval_hours": 24
                 *     }
                 */
                "application/json": {
                    /** @description hours between checks the worker runs by itself, 1 to 720 (24: daily, 168: weekly); null (or 0) stops them. Each scheduled check is stored like a manual one, and the readiness.changed deploy-hook event fires when its findings differ from the check before */
                    interval_hours: number | null;
                };
            };
        };
        responses: {
            /** @description The readiness schedule. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessSchedule"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    listReadinessHistory: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The readiness history. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description past checks, newest first */
                        items: {
                            /**
                             * Format: uri
                             * @description the live site URL that was read (production_url)
                             * @example https://example.com
                             */
                            url: string;
                            /**
                             * Format: date-time
                             * @description when the check ran
                             * @example 2026-11-27T06:00:00.000Z
                             */
                            checked_at: string;
                            /**
                             * @description checks that passed
                             * @example 9
                             */
                            passed: number;
                            /**
                             * @description checks run
                             * @example 12
                             */
                            total: number;
                            /**
                             * @description checks with status warn
                             * @example 2
                             */
                            warnings: number;
                            /**
                             * @description checks with status fail
                             * @example 1
                             */
                            failures: number;
                            /**
                             * @description checks that could not run
                             * @example 0
                             */
                            not_checked: number;
                            /**
                             * @description status of each check by key
                             * @example {
                             *       "https": "pass"
                             *     }
                             */
                            statuses: {
                                [key: string]: "pass" | "warn" | "fail";
                            };
                        }[];
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getSearchQueries: {
        parameters: {
            query?: {
                /** @description one engine; both when omitted */
                engine?: "engine_a" | "engine_b";
                /** @description days counted back from today, today included; default 28 */
                days?: number;
                /** @description extension: first day of the window, instead of `days`; reaches back 16 months */
                from?: string;
                /** @description extension: last day of the window (default today); with `from` */
                to?: string;
                /** @description extension: also break the window down by country, device, search appearance, query × page, or day (trend) */
                breakdown?: "country" | "device" | "appearance" | "query_page" | "trend";
            };
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The search queries. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description days in the window
                         * @example 28
                         */
                        days: number;
                        /**
                         * Format: date
                         * @description first day counted (UTC)
                         * @example 2026-10-30
                         */
                        since: string;
                        /**
                         * Format: date
                         * @description last day counted (UTC)
                         * @example 2026-11-26
                         */
                        until: string;
                        /** @description the connected search engines */
                        connections: {
                            /**
                             * @description the search engine
                             * @enum {unknown}
                             */
                            engine: "engine_a" | "engine_b";
                            site_url: string | null;
                            synced_at: string | null;
                            last_error: string | null;
                        }[];
                        /** @description per connected engine asked for */
                        totals: {
                            /** @description the totals of the window */
                            engine_a?: {
                                /**
                                 * @description clicks from search results to the site
                                 * @example 42
                                 */
                                clicks: number;
                                /**
                                 * @description times the site was shown in search results
                                 * @example 1300
                                 */
                                impressions: number;
                                /**
                                 * @description clicks per impression, 0 to 1
                                 * @example 0.032
                                 */
                                ctr: number;
                                position: number | null;
                            };
                            /** @description the totals of the window */
                            engine_b?: {
                                /**
                                 * @description clicks from search results to the site
                                 * @example 42
                                 */
                                clicks: number;
                                /**
                                 * @description times the site was shown in search results
                                 * @example 1300
                                 */
                                impressions: number;
                                /**
                                 * @description clicks per impression, 0 to 1
                                 * @example 0.032
                                 */
                                ctr: number;
                                position: number | null;
                            };
                        };
                        /** @description what the queries, pages and totals of each engine cover */
                        coverage: {
                            /** @description what the rows of this engine cover */
                            engine_a?: {
                                /**
                                 * @description engine_b reports queries and pages by week
                                 * @enum {string}
                                 */
                                granularity: "day" | "week";
                                from: string | null;
                                to: string | null;
                                /**
                                 * @description true when a counted week only partly overlaps the window: from/to reach past it
                                 * @example false
                                 */
                                partial: boolean;
                            };
                            /** @description what the rows of this engine cover */
                            engine_b?: {
                                /**
                                 * @description engine_b reports queries and pages by week
                                 * @enum {string}
                                 */
                                granularity: "day" | "week";
                                from: string | null;
                                to: string | null;
                                /**
                                 * @description true when a counted week only partly overlaps the window: from/to reach past it
                                 * @example false
                                 */
                                partial: boolean;
                            };
                        };
                        /** @description the searches that showed the site, most clicks first */
                        queries: {
                            /**
                             * @description the search engine
                             * @enum {unknown}
                             */
                            engine: "engine_a" | "engine_b";
                            query: string | null;
                            page: string | null;
                            /**
                             * @description clicks from search results to the site
                             * @example 42
                             */
                            clicks: number;
                            /**
                             * @description times the site was shown in search results
                             * @example 1300
                             */
                            impressions: number;
                            /**
                             * @description clicks per impression, 0 to 1
                             * @example 0.032
                             */
                            ctr: number;
                            position: number | null;
                        }[];
                        /** @description the pages shown in search results, most clicks first */
                        pages: {
                            /**
                             * @description the search engine
                             * @enum {unknown}
                             */
                            engine: "engine_a" | "engine_b";
                            query: string | null;
                            page: string | null;
                            /**
                             * @description clicks from search results to the site
                             * @example 42
                             */
                            clicks: number;
                            /**
                             * @description times the site was shown in search results
                             * @example 1300
                             */
                            impressions: number;
                            /**
                             * @description clicks per impression, 0 to 1
                             * @example 0.032
                             */
                            ctr: number;
                            position: number | null;
                        }[];
                        /** @description with `breakdown` only: the rows it asked for */
                        breakdown?: {
                            /**
                             * @description what the rows are broken down by (the `breakdown` asked for)
                             * @enum {unknown}
                             */
                            by: "country" | "device" | "appearance" | "query_page" | "trend";
                            /** @description top 50 most clicks first; trend: every day, oldest first */
                            rows: {
                                /**
                                 * @description the search engine
                                 * @enum {unknown}
                                 */
                                engine: "engine_a" | "engine_b";
                                /**
                                 * @description country (ISO 3166-1 alpha-3), device, appearance, query, or the day (trend)
                                 * @example DEU
                                 */
                                value: string;
                                page: string | null;
                                /**
                                 * @description days the row covers (trend)
                                 * @example 1
                                 */
                                days: number;
                                /**
                                 * @description clicks from search results to the site
                                 * @example 42
                                 */
                                clicks: number;
                                /**
                                 * @description times the site was shown in search results
                                 * @example 1300
                                 */
                                impressions: number;
                                /**
                                 * @description clicks per impression, 0 to 1
                                 * @example 0.032
                                 */
                                ctr: number;
                                position: number | null;
                            }[];
                            /**
                             * @description connected engines that do not report this breakdown
                             * @example [
                             *       "engine_b"
                             *     ]
                             */
                            not_offered_by: ("engine_a" | "engine_b")[];
                        };
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    listSearchConnections: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The search connections. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description one per search engine */
                        connections: {
                            /**
                             * @description the search engine
                             * @enum {unknown}
                             */
                            engine: "engine_a" | "engine_b";
                            /**
                             * @description true once an owner connected it
                             * @example true
                             */
                            connected: boolean;
                            /** @description the site synced; null until one is picked */
                            site_url: string | null;
                            /** @description end of the last good sync */
                            synced_at: string | null;
                            /** @description why the last sync failed; null when it worked */
                            last_error: string | null;
                            /** @description engine_a connected without a site yet: the sites to pick from */
                            sites?: {
                                /**
                                 * @description the site as the search engine names it
                                 * @example sc-domain:example.com
                                 */
                                site_url: string;
                                /**
                                 * @description your access to it; siteUnverifiedUser cannot be picked
                                 * @enum {string}
                                 */
                                permission_level: "siteOwner" | "siteFullUser" | "siteRestrictedUser" | "siteUnverifiedUser";
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    authorizeEngineA: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description where to send the person to grant access */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uri
                         * @description open it in the browser to grant access
                         * @example https://accounts.engine-a.example/o/oauth2/auth?client_id=123&state=abc
                         */
                        authorize_url: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    finishEngineAAuthorization: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                error?: string;
                scope?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description to the dashboard's integrations page (or to /login without a session) */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description a page saying the state is not valid here */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            default: components["responses"]["ErrorDefault"];
        };
    };
    listEngineASites: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The engine a sites. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the sites, by URL */
                        sites: {
                            /**
                             * @description the site as the search engine names it
                             * @example sc-domain:example.com
                             */
                            site_url: string;
                            /**
                             * @description your access to it; siteUnverifiedUser cannot be picked
                             * @enum {string}
                             */
                            permission_level: "siteOwner" | "siteFullUser" | "siteRestrictedUser" | "siteUnverifiedUser";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    pickEngineASite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "site_url": "sc-domain:example.com"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description the site to sync, one of GET …/engine_a/sites
                     * @example sc-domain:example.com
                     */
                    site_url: string;
                };
            };
        };
        responses: {
            /** @description The engine a site. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description one per search engine */
                        connections: {
                            /**
                             * @description the search engine
                             * @enum {unknown}
                             */
                            engine: "engine_a" | "engine_b";
                            /**
                             * @description true once an owner connected it
                             * @example true
                             */
                            connected: boolean;
                            /** @description the site synced; null until one is picked */
                            site_url: string | null;
                            /** @description end of the last good sync */
                            synced_at: string | null;
                            /** @description why the last sync failed; null when it worked */
                            last_error: string | null;
                            /** @description engine_a connected without a site yet: the sites to pick from */
                            sites?: {
                                /**
                                 * @description the site as the search engine names it
                                 * @example sc-domain:example.com
                                 */
                                site_url: string;
                                /**
                                 * @description your access to it; siteUnverifiedUser cannot be picked
                                 * @enum {string}
                                 */
                                permission_level: "siteOwner" | "siteFullUser" | "siteRestrictedUser" | "siteUnverifiedUser";
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    connectEngineB: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "api_key": "3f9c0d2e8b7a4c1f",
                 *       "site_url": "https://www.example.com/"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description the engine's API key; kept encrypted, never shown again
                     * @example 3f9c0d2e8b7a4c1f
                     */
                    api_key: string;
                    /**
                     * @description the verified site to sync
                     * @example https://www.example.com/
                     */
                    site_url: string;
                };
            };
        };
        responses: {
            /** @description The engine b. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description one per search engine */
                        connections: {
                            /**
                             * @description the search engine
                             * @enum {unknown}
                             */
                            engine: "engine_a" | "engine_b";
                            /**
                             * @description true once an owner connected it
                             * @example true
                             */
                            connected: boolean;
                            /** @description the site synced; null until one is picked */
                            site_url: string | null;
                            /** @description end of the last good sync */
                            synced_at: string | null;
                            /** @description why the last sync failed; null when it worked */
                            last_error: string | null;
                            /** @description engine_a connected without a site yet: the sites to pick from */
                            sites?: {
                                /**
                                 * @description the site as the search engine names it
                                 * @example sc-domain:example.com
                                 */
                                site_url: string;
                                /**
                                 * @description your access to it; siteUnverifiedUser cannot be picked
                                 * @enum {string}
                                 */
                                permission_level: "siteOwner" | "siteFullUser" | "siteRestrictedUser" | "siteUnverifiedUser";
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    disconnectSearchEngine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: string;
                engine: "engine_a" | "engine_b";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    translateEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "to": "fr",
                 *       "overwrite": false,
                 *       "stale": false
                 *     }
                 */
                "application/json": {
                    /**
                     * @description the language to translate into: a locale code of the space other than the default language
                     * @example fr
                     */
                    to: string;
                    /**
                     * @description translate every translatable field again, not only those empty in that language
                     * @default false
                     */
                    overwrite?: boolean;
                    /**
                     * @description also translate again the fields whose translation is stale (`sys.translations.<to>.stale`)
                     * @default false
                     */
                    stale?: boolean;
                };
            };
        };
        responses: {
            /** @description Translated: the translated entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the entry's system data */
                        sys: {
                            /**
                             * @description the entry id
                             * @example 4BqrajvA8E6qwgkieoqmqO
                             */
                            id: string;
                            /**
                             * @description always Entry
                             * @enum {string}
                             */
                            type: "Entry";
                            /**
                             * @description the API ID of its content type
                             * @example post
                             */
                            content_type: string;
                            /**
                             * @description its version, raised by every save (delivery keys: the published version)
                             * @example 4
                             */
                            version: number;
                            /** @description the version readers see, or null when never published */
                            published_version: number | null;
                            /**
                             * @description draft: never published; published; changed: published, with newer draft changes; archived
                             * @enum {string}
                             */
                            status: "draft" | "published" | "changed" | "archived";
                            /**
                             * @description when it was created
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /**
                             * @description when it was last saved (delivery keys: when it was published)
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            updated_at: string;
                            /** @description when it was last published, or null */
                            published_at: string | null;
                            /** @description when it was first published, or null */
                            first_published_at: string | null;
                            /**
                             * @description the language of the values
                             * @example en
                             */
                            locale: string;
                            /**
                             * @description its place when the type orders entries by hand (sys.position), 1 first
                             * @example 1
                             */
                            position?: number;
                            /**
                             * Format: uri
                             * @description its page on the live site, when the type has a url_path and the entry is published
                             * @example https://example.com/blog/hello-world
                             */
                            url?: string;
                            /**
                             * Format: uri
                             * @description keys that read drafts: its page on the staging site
                             * @example https://preview.example.com/blog/hello-world
                             */
                            preview_url?: string;
                            /**
                             * @description GET of one entry with a key that reads drafts only (management, preview, agents): how many other entries link to this one in their latest values (references, list cells and rich-text links and embeds; archived entries included), from the link index. These are the entries `?links_to_entry={id}` lists (with `status=archived` for the archived ones) and that refuse a delete. See /docs/entries.
                             * @example 3
                             */
                            links_count?: number;
                            /** @description lists with `query=` only: how the entry matched (docs/entries.md "Search") */
                            search?: {
                                /**
                                 * @description relevance, higher is better, comparable within one answer only; 0 when more than 1,000 match and the items are unranked
                                 * @example 3.72
                                 */
                                rank: number;
                                /**
                                 * @description the best matching passage as HTML: the text escaped, each match in <mark>…</mark>, at most about 24 words
                                 * @example Fresh <mark>sourdough</mark> every morning
                                 */
                                snippet: string;
                            };
                            /**
                             * @description Keys that read drafts only, and only when the entry has machine-translated values: per language code, which fields were translated by POST …/translate and which of those are stale. See /docs/translation.
                             * @example {
                             *       "fr": {
                             *         "fields": [
                             *           "title",
                             *           "body"
                             *         ],
                             *         "stale": [
                             *           "body"
                             *         ]
                             *       }
                             *     }
                             */
                            translations?: {
                                [key: string]: {
                                    /**
                                     * @description fields of this language machine-translated from the default language
                                     * @example [
                                     *       "title",
                                     *       "body"
                                     *     ]
                                     */
                                    fields: string[];
                                    /**
                                     * @description those among them whose default-language value changed since: translate again with {"stale": true}
                                     * @example [
                                     *       "body"
                                     *     ]
                                     */
                                    stale: string[];
                                };
                            };
                        };
                        /**
                         * @description values keyed by field API ID, in the formats of the field types; with locale=*, each an object keyed by language code
                         * @example {
                         *       "title": "Hello world",
                         *       "slug": "hello-world"
                         *     }
                         */
                        fields: {
                            [key: string]: unknown;
                        };
                        /** @description what was translated */
                        translation: {
                            /**
                             * @description the default language, translated from
                             * @example en
                             */
                            from: string;
                            /**
                             * @description the language translated into
                             * @example fr
                             */
                            to: string;
                            /**
                             * @description fields written in the target language
                             * @example [
                             *       "title",
                             *       "body"
                             *     ]
                             */
                            fields: string[];
                            /**
                             * @description fields left unchanged because the translation did not fit (rich-text structure changed, a part missing, a glossary term missing after a retry, value too long)
                             * @example []
                             */
                            skipped: string[];
                            /**
                             * @description tokens used, as the AI provider reported them (estimated from characters, 4 per token, when it reported none) (extension)
                             * @example {
                             *       "prompt_tokens": 1200,
                             *       "completion_tokens": 900,
                             *       "total_tokens": 2100
                             *     }
                             */
                            usage?: {
                                /**
                                 * @description tokens sent to the AI provider
                                 * @example 1200
                                 */
                                prompt_tokens: number;
                                /**
                                 * @description tokens it answered
                                 * @example 900
                                 */
                                completion_tokens: number;
                                /**
                                 * @description both together
                                 * @example 2100
                                 */
                                total_tokens: number;
                            };
                            /**
                             * @description segments reused from the translation memory, without asking the provider (extension)
                             * @example 2
                             */
                            from_memory?: number;
                            /**
                             * @description segments sent to the AI provider (extension)
                             * @example 5
                             */
                            sent?: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    listTranslationJobs: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The translation jobs. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the jobs, newest first */
                        items: {
                            /**
                             * @description the job id
                             * @example tj_6Yp2Rw
                             */
                            id: string;
                            /**
                             * @description queued: waiting (for a worker, or after the provider was down or limiting us: see next_run_at and last_error); running; paused: stopped at its token cap or the monthly cap (last_error says which), resume with POST …/resume; done; cancelled
                             * @enum {string}
                             */
                            status: "queued" | "running" | "paused" | "done" | "cancelled";
                            /**
                             * @description the language it translates into
                             * @example fr
                             */
                            to: string;
                            /** @description only entries of this content type; null: every entry */
                            content_type: string | null;
                            /**
                             * @description true: translates every translatable field again
                             * @example false
                             */
                            overwrite: boolean;
                            /**
                             * @description true: also translates again the fields whose translation is stale
                             * @example false
                             */
                            stale: boolean;
                            /**
                             * @description entries handled so far (translated, already complete, or failed)
                             * @example 40
                             */
                            done: number;
                            /**
                             * @description entries to handle (not archived; grows if entries are added while it runs)
                             * @example 120
                             */
                            total: number;
                            /**
                             * @description entries that got at least one translated field
                             * @example 38
                             */
                            translated: number;
                            /** @description entries that could not be translated (or had fields skipped), with why; at most 1000 listed */
                            failures: {
                                /**
                                 * @description the entry
                                 * @example 4BqrajvA8E6qwgkieoqmqO
                                 */
                                entry_id: string;
                                /**
                                 * @description why
                                 * @example body: the rich-text structure changed
                                 */
                                error: string;
                            }[];
                            /**
                             * @description tokens used, as the AI provider reported them (estimated from characters, 4 per token, when it reported none) (extension)
                             * @example {
                             *       "prompt_tokens": 1200,
                             *       "completion_tokens": 900,
                             *       "total_tokens": 2100
                             *     }
                             */
                            usage: {
                                /**
                                 * @description tokens sent to the AI provider
                                 * @example 1200
                                 */
                                prompt_tokens: number;
                                /**
                                 * @description tokens it answered
                                 * @example 900
                                 */
                                completion_tokens: number;
                                /**
                                 * @description both together
                                 * @example 2100
                                 */
                                total_tokens: number;
                            };
                            /**
                             * @description the part of usage.total_tokens estimated because the provider reported no usage (extension)
                             * @example 0
                             */
                            estimated_tokens: number;
                            /** @description the job pauses before its next entry once usage.total_tokens reaches this; null: no cap (extension) */
                            max_tokens: number | null;
                            /**
                             * @description segments reused from the translation memory instead of asking the provider (extension)
                             * @example 12
                             */
                            from_memory: number;
                            /** @description why the job is paused or waiting, if it is */
                            last_error: string | null;
                            /** @description queued jobs: not before this time */
                            next_run_at: string | null;
                            /**
                             * @description when it was started
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /**
                             * @description when it last changed
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            updated_at: string;
                            /** @description when it ended (done or cancelled), or null */
                            finished_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    startTranslationJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "to": "fr",
                 *       "content_type": "post",
                 *       "overwrite": false,
                 *       "stale": false,
                 *       "max_tokens": 200000
                 *     }
                 */
                "application/json": {
                    /**
                     * @description the language to translate into: a locale code of the space other than the default language
                     * @example fr
                     */
                    to: string;
                    /**
                     * @description only entries of this content type (API ID); leave out for every entry of the space
                     * @example post
                     */
                    content_type?: string;
                    /**
                     * @description translate every translatable field again
                     * @default false
                     */
                    overwrite?: boolean;
                    /**
                     * @description also translate again the fields whose translation is stale
                     * @default false
                     */
                    stale?: boolean;
                    /** @description pause the job (status paused, resumable) once it has used this many tokens; checked before each entry (extension) */
                    max_tokens?: number | null;
                };
            };
        };
        responses: {
            /** @description The translation job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description the job id
                         * @example tj_6Yp2Rw
                         */
                        id: string;
                        /**
                         * @description queued: waiting (for a worker, or after the provider was down or limiting us: see next_run_at and last_error); running; paused: stopped at its token cap or the monthly cap (last_error says which), resume with POST …/resume; done; cancelled
                         * @enum {string}
                         */
                        status: "queued" | "running" | "paused" | "done" | "cancelled";
                        /**
                         * @description the language it translates into
                         * @example fr
                         */
                        to: string;
                        /** @description only entries of this content type; null: every entry */
                        content_type: string | null;
                        /**
                         * @description true: translates every translatable field again
                         * @example false
                         */
                        overwrite: boolean;
                        /**
                         * @description true: also translates again the fields whose translation is stale
                         * @example false
                         */
                        stale: boolean;
                        /**
                         * @description entries handled so far (translated, already complete, or failed)
                         * @example 40
                         */
                        done: number;
                        /**
                         * @description entries to handle (not archived; grows if entries are added while it runs)
                         * @example 120
                         */
                        total: number;
                        /**
                         * @description entries that got at least one translated field
                         * @example 38
                         */
                        translated: number;
                        /** @description entries that could not be translated (or had fields skipped), with why; at most 1000 listed */
                        failures: {
                            /**
                             * @description the entry
                             * @example 4BqrajvA8E6qwgkieoqmqO
                             */
                            entry_id: string;
                            /**
                             * @description why
                             * @example body: the rich-text structure changed
                             */
                            error: string;
                        }[];
                        /**
                         * @description tokens used, as the AI provider reported them (estimated from characters, 4 per token, when it reported none) (extension)
                         * @example {
                         *       "prompt_tokens": 1200,
                         *       "completion_tokens": 900,
                         *       "total_tokens": 2100
                         *     }
                         */
                        usage: {
                            /**
                             * @description tokens sent to the AI provider
                             * @example 1200
                             */
                            prompt_tokens: number;
                            /**
                             * @description tokens it answered
                             * @example 900
                             */
                            completion_tokens: number;
                            /**
                             * @description both together
                             * @example 2100
                             */
                            total_tokens: number;
                        };
                        /**
                         * @description the part of usage.total_tokens estimated because the provider reported no usage (extension)
                         * @example 0
                         */
                        estimated_tokens: number;
                        /** @description the job pauses before its next entry once usage.total_tokens reaches this; null: no cap (extension) */
                        max_tokens: number | null;
                        /**
                         * @description segments reused from the translation memory instead of asking the provider (extension)
                         * @example 12
                         */
                        from_memory: number;
                        /** @description why the job is paused or waiting, if it is */
                        last_error: string | null;
                        /** @description queued jobs: not before this time */
                        next_run_at: string | null;
                        /**
                         * @description when it was started
                         * @example 2026-11-02T09:30:00.000Z
                         */
                        created_at: string;
                        /**
                         * @description when it last changed
                         * @example 2026-11-02T09:30:00.000Z
                         */
                        updated_at: string;
                        /** @description when it ended (done or cancelled), or null */
                        finished_at: string | null;
                    };
                };
            };
            /** @description Accepted: the work goes on in the background; the body says how to follow it. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description the job id
                         * @example tj_6Yp2Rw
                         */
                        id: string;
                        /**
                         * @description queued: waiting (for a worker, or after the provider was down or limiting us: see next_run_at and last_error); running; paused: stopped at its token cap or the monthly cap (last_error says which), resume with POST …/resume; done; cancelled
                         * @enum {string}
                         */
                        status: "queued" | "running" | "paused" | "done" | "cancelled";
                        /**
                         * @description the language it translates into
                         * @example fr
                         */
                        to: string;
                        /** @description only entries of this content type; null: every entry */
                        content_type: string | null;
                        /**
                         * @description true: translates every translatable field again
                         * @example false
                         */
                        overwrite: boolean;
                        /**
                         * @description true: also translates again the fields whose translation is stale
                         * @example false
                         */
                        stale: boolean;
                        /**
                         * @description entries handled so far (translated, already complete, or failed)
                         * @example 40
                         */
                        done: number;
                        /**
                         * @description entries to handle (not archived; grows if entries are added while it runs)
                         * @example 120
                         */
                        total: number;
                        /**
                         * @description entries that got at least one translated field
                         * @example 38
                         */
                        translated: number;
                        /** @description entries that could not be translated (or had fields skipped), with why; at most 1000 listed */
                        failures: {
                            /**
                             * @description the entry
                             * @example 4BqrajvA8E6qwgkieoqmqO
                             */
                            entry_id: string;
                            /**
                             * @description why
                             * @example body: the rich-text structure changed
                             */
                            error: string;
                        }[];
                        /**
                         * @description tokens used, as the AI provider reported them (estimated from characters, 4 per token, when it reported none) (extension)
                         * @example {
                         *       "prompt_tokens": 1200,
                         *       "completion_tokens": 900,
                         *       "total_tokens": 2100
                         *     }
                         */
                        usage: {
                            /**
                             * @description tokens sent to the AI provider
                             * @example 1200
                             */
                            prompt_tokens: number;
                            /**
                             * @description tokens it answered
                             * @example 900
                             */
                            completion_tokens: number;
                            /**
                             * @description both together
                             * @example 2100
                             */
                            total_tokens: number;
                        };
                        /**
                         * @description the part of usage.total_tokens estimated because the provider reported no usage (extension)
                         * @example 0
                         */
                        estimated_tokens: number;
                        /** @description the job pauses before its next entry once usage.total_tokens reaches this; null: no cap (extension) */
                        max_tokens: number | null;
                        /**
                         * @description segments reused from the translation memory instead of asking the provider (extension)
                         * @example 12
                         */
                        from_memory: number;
                        /** @description why the job is paused or waiting, if it is */
                        last_error: string | null;
                        /** @description queued jobs: not before this time */
                        next_run_at: string | null;
                        /**
                         * @description when it was started
                         * @example 2026-11-02T09:30:00.000Z
                         */
                        created_at: string;
                        /**
                         * @description when it last changed
                         * @example 2026-11-02T09:30:00.000Z
                         */
                        updated_at: string;
                        /** @description when it ended (done or cancelled), or null */
                        finished_at: string | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getTranslationJob: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The translation job. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description the job id
                         * @example tj_6Yp2Rw
                         */
                        id: string;
                        /**
                         * @description queued: waiting (for a worker, or after the provider was down or limiting us: see next_run_at and last_error); running; paused: stopped at its token cap or the monthly cap (last_error says which), resume with POST …/resume; done; cancelled
                         * @enum {string}
                         */
                        status: "queued" | "running" | "paused" | "done" | "cancelled";
                        /**
                         * @description the language it translates into
                         * @example fr
                         */
                        to: string;
                        /** @description only entries of this content type; null: every entry */
                        content_type: string | null;
                        /**
                         * @description true: translates every translatable field again
                         * @example false
                         */
                        overwrite: boolean;
                        /**
                         * @description true: also translates again the fields whose translation is stale
                         * @example false
                         */
                        stale: boolean;
                        /**
                         * @description entries handled so far (translated, already complete, or failed)
                         * @example 40
                         */
                        done: number;
                        /**
                         * @description entries to handle (not archived; grows if entries are added while it runs)
                         * @example 120
                         */
                        total: number;
                        /**
                         * @description entries that got at least one translated field
                         * @example 38
                         */
                        translated: number;
                        /** @description entries that could not be translated (or had fields skipped), with why; at most 1000 listed */
                        failures: {
                            /**
                             * @description the entry
                             * @example 4BqrajvA8E6qwgkieoqmqO
                             */
                            entry_id: string;
                            /**
                             * @description why
                             * @example body: the rich-text structure changed
                             */
                            error: string;
                        }[];
                        /**
                         * @description tokens used, as the AI provider reported them (estimated from characters, 4 per token, when it reported none) (extension)
                         * @example {
                         *       "prompt_tokens": 1200,
                         *       "completion_tokens": 900,
                         *       "total_tokens": 2100
                         *     }
                         */
                        usage: {
                            /**
                             * @description tokens sent to the AI provider
                             * @example 1200
                             */
                            prompt_tokens: number;
                            /**
                             * @description tokens it answered
                             * @example 900
                             */
                            completion_tokens: number;
                            /**
                             * @description both together
                             * @example 2100
                             */
                            total_tokens: number;
                        };
                        /**
                         * @description the part of usage.total_tokens estimated because the provider reported no usage (extension)
                         * @example 0
                         */
                        estimated_tokens: number;
                        /** @description the job pauses before its next entry once usage.total_tokens reaches this; null: no cap (extension) */
                        max_tokens: number | null;
                        /**
                         * @description segments reused from the translation memory instead of asking the provider (extension)
                         * @example 12
                         */
                        from_memory: number;
                        /** @description why the job is paused or waiting, if it is */
                        last_error: string | null;
                        /** @description queued jobs: not before this time */
                        next_run_at: string | null;
                        /**
                         * @description when it was started
                         * @example 2026-11-02T09:30:00.000Z
                         */
                        created_at: string;
                        /**
                         * @description when it last changed
                         * @example 2026-11-02T09:30:00.000Z
                         */
                        updated_at: string;
                        /** @description when it ended (done or cancelled), or null */
                        finished_at: string | null;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    cancelTranslationJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled: the translation job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description the job id
                         * @example tj_6Yp2Rw
                         */
                        id: string;
                        /**
                         * @description queued: waiting (for a worker, or after the provider was down or limiting us: see next_run_at and last_error); running; paused: stopped at its token cap or the monthly cap (last_error says which), resume with POST …/resume; done; cancelled
                         * @enum {string}
                         */
                        status: "queued" | "running" | "paused" | "done" | "cancelled";
                        /**
                         * @description the language it translates into
                         * @example fr
                         */
                        to: string;
                        /** @description only entries of this content type; null: every entry */
                        content_type: string | null;
                        /**
                         * @description true: translates every translatable field again
                         * @example false
                         */
                        overwrite: boolean;
                        /**
                         * @description true: also translates again the fields whose translation is stale
                         * @example false
                         */
                        stale: boolean;
                        /**
                         * @description entries handled so far (translated, already complete, or failed)
                         * @example 40
                         */
                        done: number;
                        /**
                         * @description entries to handle (not archived; grows if entries are added while it runs)
                         * @example 120
                         */
                        total: number;
                        /**
                         * @description entries that got at least one translated field
                         * @example 38
                         */
                        translated: number;
                        /** @description entries that could not be translated (or had fields skipped), with why; at most 1000 listed */
                        failures: {
                            /**
                             * @description the entry
                             * @example 4BqrajvA8E6qwgkieoqmqO
                             */
                            entry_id: string;
                            /**
                             * @description why
                             * @example body: the rich-text structure changed
                             */
                            error: string;
                        }[];
                        /**
                         * @description tokens used, as the AI provider reported them (estimated from characters, 4 per token, when it reported none) (extension)
                         * @example {
                         *       "prompt_tokens": 1200,
                         *       "completion_tokens": 900,
                         *       "total_tokens": 2100
                         *     }
                         */
                        usage: {
                            /**
                             * @description tokens sent to the AI provider
                             * @example 1200
                             */
                            prompt_tokens: number;
                            /**
                             * @description tokens it answered
                             * @example 900
                             */
                            completion_tokens: number;
                            /**
                             * @description both together
                             * @example 2100
                             */
                            total_tokens: number;
                        };
                        /**
                         * @description the part of usage.total_tokens estimated because the provider reported no usage (extension)
                         * @example 0
                         */
                        estimated_tokens: number;
                        /** @description the job pauses before its next entry once usage.total_tokens reaches this; null: no cap (extension) */
                        max_tokens: number | null;
                        /**
                         * @description segments reused from the translation memory instead of asking the provider (extension)
                         * @example 12
                         */
                        from_memory: number;
                        /** @description why the job is paused or waiting, if it is */
                        last_error: string | null;
                        /** @description queued jobs: not before this time */
                        next_run_at: string | null;
                        /**
                         * @description when it was started
                         * @example 2026-11-02T09:30:00.000Z
                         */
                        created_at: string;
                        /**
                         * @description when it last changed
                         * @example 2026-11-02T09:30:00.000Z
                         */
                        updated_at: string;
                        /** @description when it ended (done or cancelled), or null */
                        finished_at: string | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    resumeTranslationJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "max_tokens": 400000
                 *     }
                 */
                "application/json": {
                    /** @description the job's new token cap (null: none); leave out to keep it */
                    max_tokens?: number | null;
                };
            };
        };
        responses: {
            /** @description Resumed: the translation job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description the job id
                         * @example tj_6Yp2Rw
                         */
                        id: string;
                        /**
                         * @description queued: waiting (for a worker, or after the provider was down or limiting us: see next_run_at and last_error); running; paused: stopped at its token cap or the monthly cap (last_error says which), resume with POST …/resume; done; cancelled
                         * @enum {string}
                         */
                        status: "queued" | "running" | "paused" | "done" | "cancelled";
                        /**
                         * @description the language it translates into
                         * @example fr
                         */
                        to: string;
                        /** @description only entries of this content type; null: every entry */
                        content_type: string | null;
                        /**
                         * @description true: translates every translatable field again
                         * @example false
                         */
                        overwrite: boolean;
                        /**
                         * @description true: also translates again the fields whose translation is stale
                         * @example false
                         */
                        stale: boolean;
                        /**
                         * @description entries handled so far (translated, already complete, or failed)
                         * @example 40
                         */
                        done: number;
                        /**
                         * @description entries to handle (not archived; grows if entries are added while it runs)
                         * @example 120
                         */
                        total: number;
                        /**
                         * @description entries that got at least one translated field
                         * @example 38
                         */
                        translated: number;
                        /** @description entries that could not be translated (or had fields skipped), with why; at most 1000 listed */
                        failures: {
                            /**
                             * @description the entry
                             * @example 4BqrajvA8E6qwgkieoqmqO
                             */
                            entry_id: string;
                            /**
                             * @description why
                             * @example body: the rich-text structure changed
                             */
                            error: string;
                        }[];
                        /**
                         * @description tokens used, as the AI provider reported them (estimated from characters, 4 per token, when it reported none) (extension)
                         * @example {
                         *       "prompt_tokens": 1200,
                         *       "completion_tokens": 900,
                         *       "total_tokens": 2100
                         *     }
                         */
                        usage: {
                            /**
                             * @description tokens sent to the AI provider
                             * @example 1200
                             */
                            prompt_tokens: number;
                            /**
                             * @description tokens it answered
                             * @example 900
                             */
                            completion_tokens: number;
                            /**
                             * @description both together
                             * @example 2100
                             */
                            total_tokens: number;
                        };
                        /**
                         * @description the part of usage.total_tokens estimated because the provider reported no usage (extension)
                         * @example 0
                         */
                        estimated_tokens: number;
                        /** @description the job pauses before its next entry once usage.total_tokens reaches this; null: no cap (extension) */
                        max_tokens: number | null;
                        /**
                         * @description segments reused from the translation memory instead of asking the provider (extension)
                         * @example 12
                         */
                        from_memory: number;
                        /** @description why the job is paused or waiting, if it is */
                        last_error: string | null;
                        /** @description queued jobs: not before this time */
                        next_run_at: string | null;
                        /**
                         * @description when it was started
                         * @example 2026-11-02T09:30:00.000Z
                         */
                        created_at: string;
                        /**
                         * @description when it last changed
                         * @example 2026-11-02T09:30:00.000Z
                         */
                        updated_at: string;
                        /** @description when it ended (done or cancelled), or null */
                        finished_at: string | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getGlossary: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The glossary. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "never_translate": [
                     *         "Tessera"
                     *       ],
                     *       "terms": [
                     *         {
                     *           "term": "checkout",
                     *           "translations": {
                     *             "de": "Kasse"
                     *           }
                     *         }
                     *       ],
                     *       "tone": {
                     *         "de": "formal"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description terms kept exactly as written in every language (brand and product names)
                         * @example [
                         *       "Tessera"
                         *     ]
                         */
                        never_translate?: string[];
                        /** @description terms with a fixed translation per language */
                        terms?: {
                            /**
                             * @description the term as written in the default language
                             * @example checkout
                             */
                            term: string;
                            /**
                             * @description language code → the fixed translation
                             * @example {
                             *       "de": "Kasse",
                             *       "fr": "paiement"
                             *     }
                             */
                            translations: {
                                [key: string]: string;
                            };
                        }[];
                        /**
                         * @description language code → how the reader is addressed (German Sie / du)
                         * @example {
                         *       "de": "informal"
                         *     }
                         */
                        tone?: {
                            [key: string]: "formal" | "informal";
                        };
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    putGlossary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "never_translate": [
                 *         "Tessera"
                 *       ],
                 *       "terms": [
                 *         {
                 *           "term": "checkout",
                 *           "translations": {
                 *             "de": "Kasse"
                 *           }
                 *         }
                 *       ],
                 *       "tone": {
                 *         "de": "formal"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description terms kept exactly as written in every language (brand and product names)
                     * @example [
                     *       "Tessera"
                     *     ]
                     */
                    never_translate?: string[];
                    /** @description terms with a fixed translation per language */
                    terms?: {
                        /**
                         * @description the term as written in the default language
                         * @example checkout
                         */
                        term: string;
                        /**
                         * @description language code → the fixed translation
                         * @example {
                         *       "de": "Kasse",
                         *       "fr": "paiement"
                         *     }
                         */
                        translations: {
                            [key: string]: string;
                        };
                    }[];
                    /**
                     * @description language code → how the reader is addressed (German Sie / du)
                     * @example {
                     *       "de": "informal"
                     *     }
                     */
                    tone?: {
                        [key: string]: "formal" | "informal";
                    };
                };
            };
        };
        responses: {
            /** @description The glossary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "never_translate": [
                     *         "Tessera"
                     *       ],
                     *       "terms": [
                     *         {
                     *           "term": "checkout",
                     *           "translations": {
                     *             "de": "Kasse"
                     *           }
                     *         }
                     *       ],
                     *       "tone": {
                     *         "de": "formal"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description terms kept exactly as written in every language (brand and product names)
                         * @example [
                         *       "Tessera"
                         *     ]
                         */
                        never_translate?: string[];
                        /** @description terms with a fixed translation per language */
                        terms?: {
                            /**
                             * @description the term as written in the default language
                             * @example checkout
                             */
                            term: string;
                            /**
                             * @description language code → the fixed translation
                             * @example {
                             *       "de": "Kasse",
                             *       "fr": "paiement"
                             *     }
                             */
                            translations: {
                                [key: string]: string;
                            };
                        }[];
                        /**
                         * @description language code → how the reader is addressed (German Sie / du)
                         * @example {
                         *       "de": "informal"
                         *     }
                         */
                        tone?: {
                            [key: string]: "formal" | "informal";
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getTranslationSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The translation settings. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "monthly_token_cap": 5000000,
                     *       "month": "2026-11",
                     *       "usage": {
                     *         "prompt_tokens": 800000,
                     *         "completion_tokens": 600000,
                     *         "total_tokens": 1400000,
                     *         "estimated_tokens": 0,
                     *         "requests": 412
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description tokens the site may spend on translation per calendar month (UTC); null: no cap */
                        monthly_token_cap: number | null;
                        /**
                         * @description the current month
                         * @example 2026-11
                         */
                        month: string;
                        /** @description spent this month, single entries and jobs alike */
                        usage: {
                            /**
                             * @description tokens sent to the AI provider
                             * @example 800000
                             */
                            prompt_tokens: number;
                            /**
                             * @description tokens it answered
                             * @example 600000
                             */
                            completion_tokens: number;
                            /**
                             * @description both together
                             * @example 1400000
                             */
                            total_tokens: number;
                            /**
                             * @description the part estimated from characters because the provider reported none
                             * @example 0
                             */
                            estimated_tokens: number;
                            /**
                             * @description requests made to the AI provider
                             * @example 412
                             */
                            requests: number;
                        };
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    putTranslationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "monthly_token_cap": 5000000
                 *     }
                 */
                "application/json": {
                    /** @description tokens the site may spend on translation per calendar month (UTC); null: no cap */
                    monthly_token_cap: number | null;
                };
            };
        };
        responses: {
            /** @description The translation settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "monthly_token_cap": 5000000,
                     *       "month": "2026-11",
                     *       "usage": {
                     *         "prompt_tokens": 800000,
                     *         "completion_tokens": 600000,
                     *         "total_tokens": 1400000,
                     *         "estimated_tokens": 0,
                     *         "requests": 412
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description tokens the site may spend on translation per calendar month (UTC); null: no cap */
                        monthly_token_cap: number | null;
                        /**
                         * @description the current month
                         * @example 2026-11
                         */
                        month: string;
                        /** @description spent this month, single entries and jobs alike */
                        usage: {
                            /**
                             * @description tokens sent to the AI provider
                             * @example 800000
                             */
                            prompt_tokens: number;
                            /**
                             * @description tokens it answered
                             * @example 600000
                             */
                            completion_tokens: number;
                            /**
                             * @description both together
                             * @example 1400000
                             */
                            total_tokens: number;
                            /**
                             * @description the part estimated from characters because the provider reported none
                             * @example 0
                             */
                            estimated_tokens: number;
                            /**
                             * @description requests made to the AI provider
                             * @example 412
                             */
                            requests: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    collectBrowserEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://www.example.com/blog/hello",
                 *       "referrer": "https://www.google.com/",
                 *       "width": 1280,
                 *       "name": "Signup",
                 *       "props": {
                 *         "plan": "pro"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description the page's absolute URL; its host must be the host of production_url or preview_url
                     * @example https://www.example.com/blog/hello
                     */
                    url: string;
                    /** @description document.referrer: the page the visitor came from */
                    referrer?: string | null;
                    /** @description screen width in CSS pixels */
                    width?: number | null;
                    /**
                     * @description a custom event's name (goals): the event is not a page view. 1 to 64 characters
                     * @example Signup
                     */
                    name?: string;
                    /**
                     * @description a custom event's props: at most 10 names of up to 64 characters, each a string, number or boolean of up to 200 characters
                     * @example {
                     *       "plan": "pro"
                     *     }
                     */
                    props?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Accepted: the work goes on in the background; the body says how to follow it. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description events counted as page views of people
                         * @example 1
                         */
                        page_views: number;
                        /**
                         * @description events counted as AI crawler visits (verified, or of a crawler whose operator publishes no ranges)
                         * @example 1
                         */
                        crawler_visits: number;
                        /**
                         * @description events counted as search-engine crawler visits (Googlebot, bingbot…: verified, or of an engine that publishes no ranges)
                         * @example 0
                         */
                        search_crawler_visits: number;
                        /**
                         * @description events of crawlers (AI or search engine) claiming a name whose operator publishes address ranges, from an address outside them (or none): reported apart, never as the operator's
                         * @example 0
                         */
                        unverified_crawlers: number;
                        /**
                         * @description events of other bots, not counted
                         * @example 0
                         */
                        bots_ignored: number;
                        /**
                         * @description page views of people left out because only_crawlers was sent
                         * @example 0
                         */
                        people_ignored: number;
                        /**
                         * @description custom events counted (the browser script's tessera(name, props) or a data-tessera-event element); not page views
                         * @example 0
                         */
                        custom_events: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    collectServerEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "events": [
                 *         {
                 *           "path": "/blog/hello?utm_source=chatgpt.com",
                 *           "user_agent": "Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)"
                 *         }
                 *       ],
                 *       "only_crawlers": false
                 *     }
                 */
                "application/json": {
                    /** @description the requests your server or edge saw, 1 to 100 per call */
                    events: {
                        /**
                         * @description the requested path with its query string, e.g. /blog/hello?utm_source=chatgpt.com
                         * @example /blog/hello?utm_source=chatgpt.com
                         */
                        path: string;
                        /**
                         * @description the User-Agent header of the request
                         * @example Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)
                         */
                        user_agent: string;
                        /** @description the Referer header of the request */
                        referrer?: string | null;
                        /** @description the visitor's address: hashed into the daily visitor id and looked up for the country, then dropped */
                        ip?: string | null;
                        /** @description two-letter country code when the edge knows it */
                        country?: string | null;
                        /** @description city name when the edge knows it */
                        city?: string | null;
                        /**
                         * @description CDN location headers to read: cf-ipcountry, cf-ipcity, x-vercel-ip-country, x-vercel-ip-city, cloudfront-viewer-country, cloudfront-viewer-city (others are ignored)
                         * @example {
                         *       "cf-ipcountry": "DE"
                         *     }
                         */
                        headers?: {
                            [key: string]: string;
                        };
                        /**
                         * Format: date-time
                         * @description when the request was made (default now); at most 24 hours back
                         * @example 2026-11-27T07:00:00Z
                         */
                        at?: string;
                    }[];
                    /**
                     * @description count only AI crawlers (the site counts people with the browser script)
                     * @default false
                     */
                    only_crawlers?: boolean;
                };
            };
        };
        responses: {
            /** @description Accepted: the work goes on in the background; the body says how to follow it. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description events counted as page views of people
                         * @example 1
                         */
                        page_views: number;
                        /**
                         * @description events counted as AI crawler visits (verified, or of a crawler whose operator publishes no ranges)
                         * @example 1
                         */
                        crawler_visits: number;
                        /**
                         * @description events counted as search-engine crawler visits (Googlebot, bingbot…: verified, or of an engine that publishes no ranges)
                         * @example 0
                         */
                        search_crawler_visits: number;
                        /**
                         * @description events of crawlers (AI or search engine) claiming a name whose operator publishes address ranges, from an address outside them (or none): reported apart, never as the operator's
                         * @example 0
                         */
                        unverified_crawlers: number;
                        /**
                         * @description events of other bots, not counted
                         * @example 0
                         */
                        bots_ignored: number;
                        /**
                         * @description page views of people left out because only_crawlers was sent
                         * @example 0
                         */
                        people_ignored: number;
                        /**
                         * @description custom events counted (the browser script's tessera(name, props) or a data-tessera-event element); not page views
                         * @example 0
                         */
                        custom_events: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    listAnalyticsGoals: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The analytics goals. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description oldest first */
                        items: {
                            /**
                             * @description the goal id
                             * @example 01JD7Q2M4W8X9Y0Z1A2B3C4D5E
                             */
                            id: string;
                            /**
                             * @description `event`: a custom event name; `page`: page views of a path pattern
                             * @enum {string}
                             */
                            kind: "event" | "page";
                            /**
                             * @description the custom event name, or the path pattern (`*` matches any characters, `/` included)
                             * @example Signup
                             */
                            name: string;
                            /**
                             * @description when the goal was added
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    createAnalyticsGoal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "event",
                 *       "name": "Signup"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description `event` for a custom event sent by the script, `page` for page views of a path pattern
                     * @example event
                     * @enum {string}
                     */
                    kind: "event" | "page";
                    /**
                     * @description the custom event name (up to 64 characters), or a path starting with "/" where `*` matches any characters
                     * @example Signup
                     */
                    name: string;
                };
            };
        };
        responses: {
            /** @description Created: the new analytics goal. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description the goal id
                         * @example 01JD7Q2M4W8X9Y0Z1A2B3C4D5E
                         */
                        id: string;
                        /**
                         * @description `event`: a custom event name; `page`: page views of a path pattern
                         * @enum {string}
                         */
                        kind: "event" | "page";
                        /**
                         * @description the custom event name, or the path pattern (`*` matches any characters, `/` included)
                         * @example Signup
                         */
                        name: string;
                        /**
                         * @description when the goal was added
                         * @example 2026-11-02T09:30:00.000Z
                         */
                        created_at: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    deleteAnalyticsGoal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the space slug */
                space_id: string;
                /** @description the goal id */
                goal_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getAnalytics: {
        parameters: {
            query?: {
                /** @description the last N days, today included: whole number from 1 to 365; default 30 (without from/to) */
                days?: number;
                /**
                 * @description first day (YYYY-MM-DD, in the site time zone), with `to`; instead of `days`
                 * @example 2026-10-01
                 */
                from?: string;
                /**
                 * @description last day, included; at most 365 days after `from`
                 * @example 2026-10-31
                 */
                to?: string;
                /**
                 * @description this path only (as in `pages`), crawler visits too
                 * @example /pricing
                 */
                page?: string;
                /**
                 * @description this source only (as in `sources`)
                 * @example ChatGPT
                 */
                source?: string;
                /**
                 * @description this referrer only (as in `referrers`)
                 * @example news.ycombinator.com
                 */
                referrer?: string;
                /**
                 * @description this AI assistant only (as in `ai_engines`)
                 * @example Perplexity
                 */
                ai_engine?: string;
                /**
                 * @description this country only: two-letter code (`code` in `countries`)
                 * @example DE
                 */
                country?: string;
                /**
                 * @description this city only (as in `cities`)
                 * @example Berlin
                 */
                city?: string;
                /**
                 * @description this device class only: desktop, mobile, tablet, tv or unknown
                 * @example mobile
                 */
                device?: string;
                /**
                 * @description this browser only (as in `browsers`)
                 * @example Firefox
                 */
                browser?: string;
                /**
                 * @description this operating system only (as in `operating_systems`)
                 * @example iOS
                 */
                os?: string;
                /**
                 * @description this UTM campaign only (as in `campaigns`)
                 * @example spring-launch
                 */
                utm_campaign?: string;
            };
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The analytics report. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description days covered, both ends included
                         * @example 30
                         */
                        days: number;
                        /**
                         * @description first day counted (site's time zone), YYYY-MM-DD
                         * @example 2026-10-29
                         */
                        since: string;
                        /**
                         * @description last day counted, YYYY-MM-DD
                         * @example 2026-11-27
                         */
                        until: string;
                        /**
                         * @description IANA time zone of the days and hours
                         * @example Europe/Berlin
                         */
                        time_zone: string;
                        /**
                         * @description what one point of `timeseries` covers
                         * @enum {string}
                         */
                        interval: "hour" | "day" | "week" | "month";
                        /** @description the range point by point, in order, zero where nothing was counted */
                        timeseries: {
                            /**
                             * @description YYYY-MM-DD (first day of the point), or YYYY-MM-DDTHH:00 local time for hours
                             * @example 2026-11-02
                             */
                            date: string;
                            /**
                             * @description visitors (daily hashes, summed per day)
                             * @example 1200
                             */
                            visitors: number;
                            /**
                             * @description page views of people
                             * @example 3400
                             */
                            page_views: number;
                            /**
                             * @description visitors sent by an AI assistant
                             * @example 85
                             */
                            ai_visitors: number;
                            /**
                             * @description AI crawler visits
                             * @example 640
                             */
                            crawler_visits: number;
                            /**
                             * @description visits: page views of one visitor-day with no gap over 30 minutes between them (a point counts the visits that started in it)
                             * @example 1500
                             */
                            visits: number;
                            /** @description visits of a single page view, in percent of visits (one decimal); null without visits */
                            bounce_rate: number | null;
                            /** @description mean seconds from a visit's first page view to its last, single-page visits counting 0 (whole seconds); null without visits */
                            visit_duration: number | null;
                        }[];
                        /** @description the period of the same length just before */
                        previous: {
                            /**
                             * @description its first day
                             * @example 2026-09-29
                             */
                            since: string;
                            /**
                             * @description its last day
                             * @example 2026-10-28
                             */
                            until: string;
                            /**
                             * @description visitors (daily hashes, summed per day)
                             * @example 1200
                             */
                            visitors: number;
                            /**
                             * @description page views of people
                             * @example 3400
                             */
                            page_views: number;
                            /**
                             * @description visitors sent by an AI assistant
                             * @example 85
                             */
                            ai_visitors: number;
                            /**
                             * @description AI crawler visits
                             * @example 640
                             */
                            crawler_visits: number;
                            /**
                             * @description visits: page views of one visitor-day with no gap over 30 minutes between them (a point counts the visits that started in it)
                             * @example 1500
                             */
                            visits: number;
                            /** @description visits of a single page view, in percent of visits (one decimal); null without visits */
                            bounce_rate: number | null;
                            /** @description mean seconds from a visit's first page view to its last, single-page visits counting 0 (whole seconds); null without visits */
                            visit_duration: number | null;
                            /** @description the previous period point by point */
                            timeseries: {
                                /**
                                 * @description YYYY-MM-DD (first day of the point), or YYYY-MM-DDTHH:00 local time for hours
                                 * @example 2026-11-02
                                 */
                                date: string;
                                /**
                                 * @description visitors (daily hashes, summed per day)
                                 * @example 1200
                                 */
                                visitors: number;
                                /**
                                 * @description page views of people
                                 * @example 3400
                                 */
                                page_views: number;
                                /**
                                 * @description visitors sent by an AI assistant
                                 * @example 85
                                 */
                                ai_visitors: number;
                                /**
                                 * @description AI crawler visits
                                 * @example 640
                                 */
                                crawler_visits: number;
                                /**
                                 * @description visits: page views of one visitor-day with no gap over 30 minutes between them (a point counts the visits that started in it)
                                 * @example 1500
                                 */
                                visits: number;
                                /** @description visits of a single page view, in percent of visits (one decimal); null without visits */
                                bounce_rate: number | null;
                                /** @description mean seconds from a visit's first page view to its last, single-page visits counting 0 (whole seconds); null without visits */
                                visit_duration: number | null;
                            }[];
                        };
                        /** @description change of each total from the previous period */
                        change: {
                            /** @description change from the previous period in percent; null when it counted nothing */
                            visitors: number | null;
                            /** @description change from the previous period in percent; null when it counted nothing */
                            page_views: number | null;
                            /** @description change from the previous period in percent; null when it counted nothing */
                            ai_visitors: number | null;
                            /** @description change from the previous period in percent; null when it counted nothing */
                            crawler_visits: number | null;
                            /** @description change from the previous period in percent; null when it counted nothing */
                            visits: number | null;
                            /** @description change of the bounce rate in percentage points (one decimal); null when either period had no visits */
                            bounce_rate: number | null;
                            /** @description change from the previous period in percent; null when it counted nothing */
                            visit_duration: number | null;
                        };
                        /** @description the filters applied (values as stored: country upper case); empty when none */
                        filters: {
                            /**
                             * @description the `page` filter applied
                             * @example /pricing
                             */
                            page?: string;
                            /**
                             * @description the `source` filter applied
                             * @example ChatGPT
                             */
                            source?: string;
                            /**
                             * @description the `referrer` filter applied
                             * @example news.ycombinator.com
                             */
                            referrer?: string;
                            /**
                             * @description the `ai_engine` filter applied
                             * @example Perplexity
                             */
                            ai_engine?: string;
                            /**
                             * @description the `country` filter applied
                             * @example DE
                             */
                            country?: string;
                            /**
                             * @description the `city` filter applied
                             * @example Berlin
                             */
                            city?: string;
                            /**
                             * @description the `device` filter applied
                             * @example mobile
                             */
                            device?: string;
                            /**
                             * @description the `browser` filter applied
                             * @example Firefox
                             */
                            browser?: string;
                            /**
                             * @description the `os` filter applied
                             * @example iOS
                             */
                            os?: string;
                            /**
                             * @description the `utm_campaign` filter applied
                             * @example spring-launch
                             */
                            utm_campaign?: string;
                        };
                        /**
                         * @description visitors in the range (daily hashes, summed per day)
                         * @example 1200
                         */
                        visitors: number;
                        /**
                         * @description page views of people in the range
                         * @example 3400
                         */
                        page_views: number;
                        /** @description people an AI assistant sent */
                        from_ai: {
                            /**
                             * @description visitors sent by an AI assistant
                             * @example 85
                             */
                            visitors: number;
                            /**
                             * @description their page views
                             * @example 140
                             */
                            page_views: number;
                        };
                        /**
                         * @description visits: page views of one visitor-day with no gap over 30 minutes between them (a point counts the visits that started in it)
                         * @example 1500
                         */
                        visits: number;
                        /** @description visits of a single page view, in percent of visits (one decimal); null without visits */
                        bounce_rate: number | null;
                        /** @description mean seconds from a visit's first page view to its last, single-page visits counting 0 (whole seconds); null without visits */
                        visit_duration: number | null;
                        /** @description top 10 pages visits began on, most visits first */
                        entry_pages: {
                            /**
                             * @description path
                             * @example /pricing
                             */
                            name: string;
                            /**
                             * @description visits that began (entry) or ended (exit) on the page
                             * @example 130
                             */
                            visits: number;
                        }[];
                        /** @description top 10 pages visits ended on, most visits first */
                        exit_pages: {
                            /**
                             * @description path
                             * @example /pricing
                             */
                            name: string;
                            /**
                             * @description visits that began (entry) or ended (exit) on the page
                             * @example 130
                             */
                            visits: number;
                        }[];
                        /** @description every goal of the space with its conversions, most converting visitors first */
                        goals: {
                            /**
                             * @description the goal id (…/analytics/goals)
                             * @example 01JD7Q2M4W8X9Y0Z1A2B3C4D5E
                             */
                            id: string;
                            /**
                             * @description `event`: a custom event name; `page`: page views of a path pattern
                             * @enum {string}
                             */
                            kind: "event" | "page";
                            /**
                             * @description the event name, or the path pattern (`*` any characters)
                             * @example Signup
                             */
                            name: string;
                            /**
                             * @description visitors who converted (visitor-days, like `visitors`)
                             * @example 36
                             */
                            visitors: number;
                            /**
                             * @description conversions: custom events of the name, or page views matching the pattern
                             * @example 41
                             */
                            conversions: number;
                            /**
                             * @description converting visitors in percent of the report's visitors (one decimal)
                             * @example 3
                             */
                            conversion_rate: number;
                            /**
                             * @description custom events: per prop name, its values (top 10, most converting visitors first); empty for page goals
                             * @example {
                             *       "plan": [
                             *         {
                             *           "value": "pro",
                             *           "visitors": 20,
                             *           "conversions": 22
                             *         }
                             *       ]
                             *     }
                             */
                            props: {
                                [key: string]: {
                                    /**
                                     * @description a value of the prop
                                     * @example pro
                                     */
                                    value: string;
                                    /**
                                     * @description visitors who converted (visitor-days, like `visitors`)
                                     * @example 36
                                     */
                                    visitors: number;
                                    /**
                                     * @description conversions: custom events of the name, or page views matching the pattern
                                     * @example 41
                                     */
                                    conversions: number;
                                }[];
                            };
                        }[];
                        /** @description where visitors came from (search engines, AI assistants, sites, direct), most first */
                        sources: {
                            /**
                             * @description what is counted (a source, page, device, …)
                             * @example ChatGPT
                             */
                            name: string;
                            /**
                             * @description visitors
                             * @example 42
                             */
                            count: number;
                            /**
                             * @description page views
                             * @example 57
                             */
                            page_views: number;
                        }[];
                        /** @description AI assistants that sent visitors, most first */
                        ai_engines: {
                            /**
                             * @description what is counted (a source, page, device, …)
                             * @example ChatGPT
                             */
                            name: string;
                            /**
                             * @description visitors
                             * @example 42
                             */
                            count: number;
                            /**
                             * @description page views
                             * @example 57
                             */
                            page_views: number;
                        }[];
                        /** @description referring hosts, most first */
                        referrers: {
                            /**
                             * @description what is counted (a source, page, device, …)
                             * @example ChatGPT
                             */
                            name: string;
                            /**
                             * @description visitors
                             * @example 42
                             */
                            count: number;
                            /**
                             * @description page views
                             * @example 57
                             */
                            page_views: number;
                        }[];
                        /** @description paths viewed, most first */
                        pages: {
                            /**
                             * @description what is counted (a source, page, device, …)
                             * @example ChatGPT
                             */
                            name: string;
                            /**
                             * @description visitors
                             * @example 42
                             */
                            count: number;
                            /**
                             * @description page views
                             * @example 57
                             */
                            page_views: number;
                        }[];
                        /** @description visitor countries, most first */
                        countries: {
                            /**
                             * @description the country
                             * @example Germany
                             */
                            name: string;
                            /**
                             * @description two-letter code
                             * @example DE
                             */
                            code: string;
                            /**
                             * @description visitors
                             * @example 310
                             */
                            count: number;
                            /**
                             * @description page views
                             * @example 820
                             */
                            page_views: number;
                        }[];
                        /** @description visitor cities, most first */
                        cities: {
                            /**
                             * @description the city
                             * @example Berlin
                             */
                            name: string;
                            /** @description its two-letter country code, or null */
                            country: string | null;
                            /**
                             * @description visitors
                             * @example 95
                             */
                            count: number;
                            /**
                             * @description page views
                             * @example 240
                             */
                            page_views: number;
                        }[];
                        /** @description UTM campaigns, most first */
                        campaigns: {
                            /**
                             * @description what is counted (a source, page, device, …)
                             * @example ChatGPT
                             */
                            name: string;
                            /**
                             * @description visitors
                             * @example 42
                             */
                            count: number;
                            /**
                             * @description page views
                             * @example 57
                             */
                            page_views: number;
                        }[];
                        /** @description device classes (desktop, mobile, tablet, tv, unknown), most first */
                        devices: {
                            /**
                             * @description what is counted (a source, page, device, …)
                             * @example ChatGPT
                             */
                            name: string;
                            /**
                             * @description visitors
                             * @example 42
                             */
                            count: number;
                            /**
                             * @description page views
                             * @example 57
                             */
                            page_views: number;
                        }[];
                        /** @description browsers of visitors (their first page view of the day) */
                        browsers: {
                            /**
                             * @description what is counted (a source, page, device, …)
                             * @example ChatGPT
                             */
                            name: string;
                            /**
                             * @description visitors
                             * @example 42
                             */
                            count: number;
                            /**
                             * @description page views
                             * @example 57
                             */
                            page_views: number;
                        }[];
                        /** @description operating systems of visitors */
                        operating_systems: {
                            /**
                             * @description what is counted (a source, page, device, …)
                             * @example ChatGPT
                             */
                            name: string;
                            /**
                             * @description visitors
                             * @example 42
                             */
                            count: number;
                            /**
                             * @description page views
                             * @example 57
                             */
                            page_views: number;
                        }[];
                        /** @description AI crawlers (they run no script: counted from server events) */
                        crawlers: {
                            /**
                             * @description visits of AI crawlers, verified or of operators that publish no ranges
                             * @example 640
                             */
                            visits: number;
                            /**
                             * @description visits of crawlers claiming a name whose operator publishes its address ranges, from outside them: not counted as the operator's
                             * @example 12
                             */
                            unverified: number;
                            /** @description crawler visits by what they fetch for */
                            by_purpose: {
                                /**
                                 * @description visits to build AI search indexes
                                 * @example 300
                                 */
                                search: number;
                                /**
                                 * @description visits on behalf of a person asking an assistant
                                 * @example 120
                                 */
                                user: number;
                                /**
                                 * @description visits to collect training data
                                 * @example 220
                                 */
                                training: number;
                            };
                            /** @description each crawler, most visits first */
                            by_bot: {
                                /**
                                 * @description the crawler
                                 * @example GPTBot
                                 */
                                name: string;
                                /**
                                 * @description who runs it
                                 * @example OpenAI
                                 */
                                operator: string;
                                /**
                                 * @description what the crawler fetches for: search (an AI search index), user (a person asked the assistant), training
                                 * @enum {string}
                                 */
                                purpose: "search" | "user" | "training";
                                /** @description true: from the operator's published ranges; false: a claim from elsewhere (shown apart, e.g. "claims to be GPTBot"); null: the operator publishes no ranges */
                                verified: boolean | null;
                                /**
                                 * @description its visits
                                 * @example 210
                                 */
                                visits: number;
                            }[];
                            /** @description paths crawlers fetched, most first */
                            pages: {
                                /**
                                 * @description path
                                 * @example /pricing
                                 */
                                name: string;
                                /**
                                 * @description crawler visits of it
                                 * @example 48
                                 */
                                visits: number;
                            }[];
                        };
                        /** @description search-engine crawlers (Googlebot, bingbot…), counted apart: never as AI crawlers, people or in the time series */
                        search_crawlers: {
                            /**
                             * @description visits of search-engine crawlers, verified against the engine's published ranges or of engines that publish none
                             * @example 900
                             */
                            visits: number;
                            /**
                             * @description visits of crawlers claiming a search engine's name (e.g. Googlebot) from outside its published ranges: not counted as the engine's
                             * @example 4
                             */
                            unverified: number;
                            /** @description top 10 search-engine crawlers, most visits first */
                            by_bot: {
                                /**
                                 * @description crawler name, e.g. Googlebot or bingbot
                                 * @example Googlebot
                                 */
                                name: string;
                                /**
                                 * @description the search engine
                                 * @example Google
                                 */
                                operator: string;
                                /** @description true: from the engine's published ranges; false: a claim from elsewhere; null: the engine publishes no ranges */
                                verified: boolean | null;
                                /**
                                 * @description visits in the range
                                 * @example 610
                                 */
                                visits: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    listMembers: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The members. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description what the answer is */
                        sys: {
                            /**
                             * @description always Array: the answer is a list
                             * @enum {string}
                             */
                            type: "Array";
                        };
                        /**
                         * @description how many there are in all
                         * @example 42
                         */
                        total: number;
                        /** @description the people of the space */
                        items: {
                            /**
                             * @description the id of the person's login
                             * @example u_4Kd8Pq
                             */
                            id: string;
                            /**
                             * @description their email address
                             * @example ada@example.com
                             */
                            email: string;
                            /**
                             * @description owner: everything a management key may; editor: read drafts, write and publish
                             * @enum {string}
                             */
                            role: "owner" | "editor";
                            /**
                             * @description the permissions the role holds
                             * @example [
                             *       "read",
                             *       "read_drafts",
                             *       "write",
                             *       "publish"
                             *     ]
                             */
                            can: string[];
                            /**
                             * @description editors only: the content types they may write; empty for every type
                             * @example [
                             *       "post",
                             *       "page"
                             *     ]
                             */
                            write_types: string[];
                            /**
                             * @description when they joined the space
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    createMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com",
                 *       "role": "editor",
                 *       "write_types": [
                 *         "post",
                 *         "page"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * @description the person's email; they sign in with it
                     * @example ada@example.com
                     */
                    email: string;
                    /**
                     * @description owner: everything a management key may; editor: read drafts, write and publish
                     * @enum {string}
                     */
                    role: "owner" | "editor";
                    /**
                     * @description editors only: the content types (api_id) they may write; empty for every type
                     * @example [
                     *       "post",
                     *       "page"
                     *     ]
                     */
                    write_types?: string[];
                };
            };
        };
        responses: {
            /** @description Created: the new member. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description the id of the person's login
                         * @example u_4Kd8Pq
                         */
                        id: string;
                        /**
                         * @description their email address
                         * @example ada@example.com
                         */
                        email: string;
                        /**
                         * @description owner: everything a management key may; editor: read drafts, write and publish
                         * @enum {string}
                         */
                        role: "owner" | "editor";
                        /**
                         * @description the permissions the role holds
                         * @example [
                         *       "read",
                         *       "read_drafts",
                         *       "write",
                         *       "publish"
                         *     ]
                         */
                        can: string[];
                        /**
                         * @description editors only: the content types they may write; empty for every type
                         * @example [
                         *       "post",
                         *       "page"
                         *     ]
                         */
                        write_types: string[];
                        /**
                         * @description when they joined the space
                         * @example 2026-11-02T09:30:00.000Z
                         */
                        created_at: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    deleteMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    updateMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "role": "editor",
                 *       "write_types": [
                 *         "post"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * @description owner: everything a management key may; editor: read drafts, write and publish
                     * @enum {string}
                     */
                    role?: "owner" | "editor";
                    /**
                     * @description editors only: the content types (api_id) they may write; empty for every type
                     * @example [
                     *       "post",
                     *       "page"
                     *     ]
                     */
                    write_types?: string[];
                };
            };
        };
        responses: {
            /** @description Updated: the member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description the id of the person's login
                         * @example u_4Kd8Pq
                         */
                        id: string;
                        /**
                         * @description their email address
                         * @example ada@example.com
                         */
                        email: string;
                        /**
                         * @description owner: everything a management key may; editor: read drafts, write and publish
                         * @enum {string}
                         */
                        role: "owner" | "editor";
                        /**
                         * @description the permissions the role holds
                         * @example [
                         *       "read",
                         *       "read_drafts",
                         *       "write",
                         *       "publish"
                         *     ]
                         */
                        can: string[];
                        /**
                         * @description editors only: the content types they may write; empty for every type
                         * @example [
                         *       "post",
                         *       "page"
                         *     ]
                         */
                        write_types: string[];
                        /**
                         * @description when they joined the space
                         * @example 2026-11-02T09:30:00.000Z
                         */
                        created_at: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getActivity: {
        parameters: {
            query?: {
                /** @description records per page (1 to 100) */
                limit?: number;
                /** @description only records older than this id: the `next` of the page before (1 to 9007199254740991) */
                before?: number;
                /** @description e.g. entry, asset, content_type */
                resource_type?: string;
                /** @description one resource, e.g. an entry id */
                resource_id?: string;
                /**
                 * @description e.g. entry.published
                 * @example entry.published
                 */
                action?: string;
            };
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                /** @description the space slug */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The activity. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description what the answer is */
                        sys: {
                            /**
                             * @description always Array: the answer is a list
                             * @enum {string}
                             */
                            type: "Array";
                        };
                        /**
                         * @description the page size
                         * @example 100
                         */
                        limit: number;
                        /** @description the `before` of the next, older page; null on the last page */
                        next: string | null;
                        /** @description the records, newest first */
                        items: {
                            /**
                             * @description increasing within the service; pass the last one as `before` for older records
                             * @example 1042
                             */
                            id: string;
                            /**
                             * @description resource.verb, e.g. entry.published, member.updated
                             * @example entry.published
                             */
                            action: string;
                            /** @description who did it */
                            actor: {
                                /**
                                 * @description key, agent, user (a person in the dashboard) or system
                                 * @enum {string}
                                 */
                                type: "key" | "agent" | "user" | "system";
                                /** @description the key, agent or person id; null for the system */
                                id: string | null;
                                /**
                                 * @description the key's or agent's name, or the person's email
                                 * @example Website
                                 */
                                name: string;
                            };
                            /** @description what it was done to */
                            resource: {
                                /**
                                 * @description entry, asset, content_type, member, …
                                 * @example entry
                                 */
                                type: string;
                                /** @description its id, or null */
                                id: string | null;
                            };
                            /** @description what the operation noted (e.g. the version, the changed fields) */
                            details: {
                                [key: string]: unknown;
                            } | null;
                            /**
                             * @description when it happened
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    scheduleEntryAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "publish",
                 *       "at": "2030-03-04T09:00:00+01:00"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description what happens to the entry at that time
                     * @default publish
                     * @enum {string}
                     */
                    action?: "publish" | "unpublish" | "archive";
                    /**
                     * @description when to run: an RFC 3339 date-time with a time zone (not more than a minute in the past, at most two years ahead)
                     * @example 2030-03-04T09:00:00+01:00
                     */
                    at: string;
                    /**
                     * @description the language the entry title is shown in where the schedule is listed (publishing covers every language of the entry)
                     * @example en
                     */
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Created: the new schedule. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "k3v9q2m8x1c4b7n5z6w0",
                     *       "action": "publish",
                     *       "at": "2030-03-04T08:00:00.000Z",
                     *       "status": "pending",
                     *       "target": "entry",
                     *       "entry": {
                     *         "id": "4fj2k9s8d7f6g5h4j3k2",
                     *         "content_type": "post",
                     *         "title": "Sourdough basics"
                     *       },
                     *       "release": null,
                     *       "locale": null,
                     *       "created_by": "Site editor",
                     *       "created_at": "2030-03-01T10:00:00.000Z",
                     *       "finished_at": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description the schedule id
                         * @example k3v9q2m8x1c4b7n5z6w0
                         */
                        id: string;
                        /**
                         * @description what happens at that time (a release: publish)
                         * @enum {string}
                         */
                        action: "publish" | "unpublish" | "archive";
                        /**
                         * @description when it runs (UTC)
                         * @example 2030-03-04T08:00:00.000Z
                         */
                        at: string;
                        /**
                         * @description pending until its time; then done, or failed with `error` (nothing of it happened)
                         * @enum {string}
                         */
                        status: "pending" | "done" | "failed" | "cancelled";
                        /**
                         * @description what it acts on: one entry or a release
                         * @enum {string}
                         */
                        target: "entry" | "release";
                        /** @description the entry (title in `locale`); only id once the entry is gone; null for a release */
                        entry: {
                            /**
                             * @description the entry id
                             * @example 4fj2k9s8d7f6g5h4j3k2
                             */
                            id: string;
                            /**
                             * @description its content type
                             * @example post
                             */
                            content_type?: string;
                            /** @description its title in `locale`, or null */
                            title?: string | null;
                        } | null;
                        /** @description the release; only id once it is gone; null for an entry */
                        release: {
                            /**
                             * @description the release id
                             * @example r7m2x9c4v1b8n3q6w5e0
                             */
                            id: string;
                            /**
                             * @description its name
                             * @example Spring launch
                             */
                            name?: string;
                            /**
                             * @description open or published
                             * @enum {string}
                             */
                            status?: "open" | "published";
                        } | null;
                        /** @description the language the entry title is shown in, or null */
                        locale: string | null;
                        /**
                         * @description who scheduled it; the action runs as them
                         * @example Site editor
                         */
                        created_by: string;
                        /**
                         * @description when it was scheduled
                         * @example 2026-11-02T09:30:00.000Z
                         */
                        created_at: string;
                        /** @description when it ran or was cancelled, or null */
                        finished_at: string | null;
                        /** @description why it failed (the error envelope without doc_url) */
                        error: {
                            /**
                             * @description the error code (/docs/errors)
                             * @example validation_failed
                             */
                            code: string;
                            /**
                             * @description what went wrong, for people
                             * @example Entry 4fj2k9s8d7f6g5h4j3k2 cannot be published: one field needs attention.
                             */
                            message: string;
                            /**
                             * @description how to repair it
                             * @example Fill in fields.title, then schedule again.
                             */
                            fix?: string;
                            /**
                             * @description machine-readable specifics
                             * @example {
                             *       "fields": {
                             *         "title": "required"
                             *       }
                             *     }
                             */
                            details?: {
                                [key: string]: unknown;
                            };
                        } | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    listEntrySchedules: {
        parameters: {
            query?: {
                /** @description only those in this state */
                status?: "pending" | "done" | "failed" | "cancelled";
                /** @description items per page (1 to 1000) */
                limit?: number;
                /** @description items to pass over (0 to 1000000000) */
                skip?: number;
            };
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The schedule list. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description what the answer is */
                        sys: {
                            /**
                             * @description always Array: the answer is a list
                             * @enum {string}
                             */
                            type: "Array";
                        };
                        /**
                         * @description how many there are in all
                         * @example 42
                         */
                        total: number;
                        /**
                         * @description how many were passed over
                         * @example 0
                         */
                        skip: number;
                        /**
                         * @description the page size
                         * @example 100
                         */
                        limit: number;
                        /** @description the schedules of this page, soonest first */
                        items: {
                            /**
                             * @description the schedule id
                             * @example k3v9q2m8x1c4b7n5z6w0
                             */
                            id: string;
                            /**
                             * @description what happens at that time (a release: publish)
                             * @enum {string}
                             */
                            action: "publish" | "unpublish" | "archive";
                            /**
                             * @description when it runs (UTC)
                             * @example 2030-03-04T08:00:00.000Z
                             */
                            at: string;
                            /**
                             * @description pending until its time; then done, or failed with `error` (nothing of it happened)
                             * @enum {string}
                             */
                            status: "pending" | "done" | "failed" | "cancelled";
                            /**
                             * @description what it acts on: one entry or a release
                             * @enum {string}
                             */
                            target: "entry" | "release";
                            /** @description the entry (title in `locale`); only id once the entry is gone; null for a release */
                            entry: {
                                /**
                                 * @description the entry id
                                 * @example 4fj2k9s8d7f6g5h4j3k2
                                 */
                                id: string;
                                /**
                                 * @description its content type
                                 * @example post
                                 */
                                content_type?: string;
                                /** @description its title in `locale`, or null */
                                title?: string | null;
                            } | null;
                            /** @description the release; only id once it is gone; null for an entry */
                            release: {
                                /**
                                 * @description the release id
                                 * @example r7m2x9c4v1b8n3q6w5e0
                                 */
                                id: string;
                                /**
                                 * @description its name
                                 * @example Spring launch
                                 */
                                name?: string;
                                /**
                                 * @description open or published
                                 * @enum {string}
                                 */
                                status?: "open" | "published";
                            } | null;
                            /** @description the language the entry title is shown in, or null */
                            locale: string | null;
                            /**
                             * @description who scheduled it; the action runs as them
                             * @example Site editor
                             */
                            created_by: string;
                            /**
                             * @description when it was scheduled
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /** @description when it ran or was cancelled, or null */
                            finished_at: string | null;
                            /** @description why it failed (the error envelope without doc_url) */
                            error: {
                                /**
                                 * @description the error code (/docs/errors)
                                 * @example validation_failed
                                 */
                                code: string;
                                /**
                                 * @description what went wrong, for people
                                 * @example Entry 4fj2k9s8d7f6g5h4j3k2 cannot be published: one field needs attention.
                                 */
                                message: string;
                                /**
                                 * @description how to repair it
                                 * @example Fill in fields.title, then schedule again.
                                 */
                                fix?: string;
                                /**
                                 * @description machine-readable specifics
                                 * @example {
                                 *       "fields": {
                                 *         "title": "required"
                                 *       }
                                 *     }
                                 */
                                details?: {
                                    [key: string]: unknown;
                                };
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    listSchedules: {
        parameters: {
            query?: {
                /** @description only those in this state */
                status?: "pending" | "done" | "failed" | "cancelled";
                /** @description only those due at or after this date or date-time */
                from?: string;
                /** @description only those due before this date or date-time */
                to?: string;
                /** @description items per page (1 to 1000) */
                limit?: number;
                /** @description items to pass over (0 to 1000000000) */
                skip?: number;
            };
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The schedule list. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description what the answer is */
                        sys: {
                            /**
                             * @description always Array: the answer is a list
                             * @enum {string}
                             */
                            type: "Array";
                        };
                        /**
                         * @description how many there are in all
                         * @example 42
                         */
                        total: number;
                        /**
                         * @description how many were passed over
                         * @example 0
                         */
                        skip: number;
                        /**
                         * @description the page size
                         * @example 100
                         */
                        limit: number;
                        /** @description the schedules of this page, soonest first */
                        items: {
                            /**
                             * @description the schedule id
                             * @example k3v9q2m8x1c4b7n5z6w0
                             */
                            id: string;
                            /**
                             * @description what happens at that time (a release: publish)
                             * @enum {string}
                             */
                            action: "publish" | "unpublish" | "archive";
                            /**
                             * @description when it runs (UTC)
                             * @example 2030-03-04T08:00:00.000Z
                             */
                            at: string;
                            /**
                             * @description pending until its time; then done, or failed with `error` (nothing of it happened)
                             * @enum {string}
                             */
                            status: "pending" | "done" | "failed" | "cancelled";
                            /**
                             * @description what it acts on: one entry or a release
                             * @enum {string}
                             */
                            target: "entry" | "release";
                            /** @description the entry (title in `locale`); only id once the entry is gone; null for a release */
                            entry: {
                                /**
                                 * @description the entry id
                                 * @example 4fj2k9s8d7f6g5h4j3k2
                                 */
                                id: string;
                                /**
                                 * @description its content type
                                 * @example post
                                 */
                                content_type?: string;
                                /** @description its title in `locale`, or null */
                                title?: string | null;
                            } | null;
                            /** @description the release; only id once it is gone; null for an entry */
                            release: {
                                /**
                                 * @description the release id
                                 * @example r7m2x9c4v1b8n3q6w5e0
                                 */
                                id: string;
                                /**
                                 * @description its name
                                 * @example Spring launch
                                 */
                                name?: string;
                                /**
                                 * @description open or published
                                 * @enum {string}
                                 */
                                status?: "open" | "published";
                            } | null;
                            /** @description the language the entry title is shown in, or null */
                            locale: string | null;
                            /**
                             * @description who scheduled it; the action runs as them
                             * @example Site editor
                             */
                            created_by: string;
                            /**
                             * @description when it was scheduled
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /** @description when it ran or was cancelled, or null */
                            finished_at: string | null;
                            /** @description why it failed (the error envelope without doc_url) */
                            error: {
                                /**
                                 * @description the error code (/docs/errors)
                                 * @example validation_failed
                                 */
                                code: string;
                                /**
                                 * @description what went wrong, for people
                                 * @example Entry 4fj2k9s8d7f6g5h4j3k2 cannot be published: one field needs attention.
                                 */
                                message: string;
                                /**
                                 * @description how to repair it
                                 * @example Fill in fields.title, then schedule again.
                                 */
                                fix?: string;
                                /**
                                 * @description machine-readable specifics
                                 * @example {
                                 *       "fields": {
                                 *         "title": "required"
                                 *       }
                                 *     }
                                 */
                                details?: {
                                    [key: string]: unknown;
                                };
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    cancelSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled: the schedule. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "k3v9q2m8x1c4b7n5z6w0",
                     *       "action": "publish",
                     *       "at": "2030-03-04T08:00:00.000Z",
                     *       "status": "pending",
                     *       "target": "entry",
                     *       "entry": {
                     *         "id": "4fj2k9s8d7f6g5h4j3k2",
                     *         "content_type": "post",
                     *         "title": "Sourdough basics"
                     *       },
                     *       "release": null,
                     *       "locale": null,
                     *       "created_by": "Site editor",
                     *       "created_at": "2030-03-01T10:00:00.000Z",
                     *       "finished_at": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description the schedule id
                         * @example k3v9q2m8x1c4b7n5z6w0
                         */
                        id: string;
                        /**
                         * @description what happens at that time (a release: publish)
                         * @enum {string}
                         */
                        action: "publish" | "unpublish" | "archive";
                        /**
                         * @description when it runs (UTC)
                         * @example 2030-03-04T08:00:00.000Z
                         */
                        at: string;
                        /**
                         * @description pending until its time; then done, or failed with `error` (nothing of it happened)
                         * @enum {string}
                         */
                        status: "pending" | "done" | "failed" | "cancelled";
                        /**
                         * @description what it acts on: one entry or a release
                         * @enum {string}
                         */
                        target: "entry" | "release";
                        /** @description the entry (title in `locale`); only id once the entry is gone; null for a release */
                        entry: {
                            /**
                             * @description the entry id
                             * @example 4fj2k9s8d7f6g5h4j3k2
                             */
                            id: string;
                            /**
                             * @description its content type
                             * @example post
                             */
                            content_type?: string;
                            /** @description its title in `locale`, or null */
                            title?: string | null;
                        } | null;
                        /** @description the release; only id once it is gone; null for an entry */
                        release: {
                            /**
                             * @description the release id
                             * @example r7m2x9c4v1b8n3q6w5e0
                             */
                            id: string;
                            /**
                             * @description its name
                             * @example Spring launch
                             */
                            name?: string;
                            /**
                             * @description open or published
                             * @enum {string}
                             */
                            status?: "open" | "published";
                        } | null;
                        /** @description the language the entry title is shown in, or null */
                        locale: string | null;
                        /**
                         * @description who scheduled it; the action runs as them
                         * @example Site editor
                         */
                        created_by: string;
                        /**
                         * @description when it was scheduled
                         * @example 2026-11-02T09:30:00.000Z
                         */
                        created_at: string;
                        /** @description when it ran or was cancelled, or null */
                        finished_at: string | null;
                        /** @description why it failed (the error envelope without doc_url) */
                        error: {
                            /**
                             * @description the error code (/docs/errors)
                             * @example validation_failed
                             */
                            code: string;
                            /**
                             * @description what went wrong, for people
                             * @example Entry 4fj2k9s8d7f6g5h4j3k2 cannot be published: one field needs attention.
                             */
                            message: string;
                            /**
                             * @description how to repair it
                             * @example Fill in fields.title, then schedule again.
                             */
                            fix?: string;
                            /**
                             * @description machine-readable specifics
                             * @example {
                             *       "fields": {
                             *         "title": "required"
                             *       }
                             *     }
                             */
                            details?: {
                                [key: string]: unknown;
                            };
                        } | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    listReleases: {
        parameters: {
            query?: {
                status?: "open" | "published";
                /** @description items per page (1 to 100) */
                limit?: number;
                /** @description items to pass over (0 to 1000000000) */
                skip?: number;
            };
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The release list. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description what the answer is */
                        sys: {
                            /**
                             * @description always Array: the answer is a list
                             * @enum {string}
                             */
                            type: "Array";
                        };
                        /**
                         * @description how many there are in all
                         * @example 42
                         */
                        total: number;
                        /**
                         * @description how many were passed over
                         * @example 0
                         */
                        skip: number;
                        /**
                         * @description the page size
                         * @example 100
                         */
                        limit: number;
                        /** @description the releases of this page */
                        items: {
                            /**
                             * @description the release id
                             * @example r7m2x9c4v1b8n3q6w5e0
                             */
                            id: string;
                            /**
                             * @description what the release is for
                             * @example Spring launch
                             */
                            name: string;
                            /**
                             * @description open: being prepared; published
                             * @enum {string}
                             */
                            status: "open" | "published";
                            /**
                             * @description how many entries it holds
                             * @example 3
                             */
                            entry_count: number;
                            /** @description who prepared the release (an agent may prepare one for a person to publish) */
                            prepared_by: {
                                /**
                                 * @description what kind of actor
                                 * @enum {string}
                                 */
                                type: "key" | "agent" | "user" | "system";
                                /**
                                 * @description its name
                                 * @example Blog writer
                                 */
                                name: string;
                            };
                            /** @description the release this one undoes, if it was made by a revert */
                            reverts: string | null;
                            /**
                             * @description when it was made
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /**
                             * @description when it last changed
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            updated_at: string;
                            /** @description when it was published, or null */
                            published_at: string | null;
                            /** @description who published it, or null */
                            published_by: string | null;
                        }[];
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    createRelease: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Spring launch",
                 *       "entries": [
                 *         {
                 *           "id": "4fj2k9s8d7f6g5h4j3k2"
                 *         },
                 *         {
                 *           "id": "9a8s7d6f5g4h3j2k1l0p",
                 *           "version": 3
                 *         },
                 *         {
                 *           "id": "x1c2v3b4n5m6q7w8e9r0",
                 *           "action": "unpublish"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * @description what the release is for
                     * @example Spring launch
                     */
                    name: string;
                    /** @description the entries and what happens to each when the release is published */
                    entries?: {
                        /**
                         * @description the entry id
                         * @example 4fj2k9s8d7f6g5h4j3k2
                         */
                        id: string;
                        /**
                         * @description what the release does to the entry
                         * @default publish
                         * @enum {string}
                         */
                        action?: "publish" | "unpublish" | "archive" | "unarchive";
                        /** @description publish: the version to publish (its values are restored first if it is older than the latest); null or left out: the latest at release time */
                        version?: number | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Created: the new release. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description the release id
                         * @example r7m2x9c4v1b8n3q6w5e0
                         */
                        id: string;
                        /**
                         * @description what the release is for
                         * @example Spring launch
                         */
                        name: string;
                        /**
                         * @description open: being prepared; published
                         * @enum {string}
                         */
                        status: "open" | "published";
                        /**
                         * @description how many entries it holds
                         * @example 3
                         */
                        entry_count: number;
                        /** @description who prepared the release (an agent may prepare one for a person to publish) */
                        prepared_by: {
                            /**
                             * @description what kind of actor
                             * @enum {string}
                             */
                            type: "key" | "agent" | "user" | "system";
                            /**
                             * @description its name
                             * @example Blog writer
                             */
                            name: string;
                        };
                        /** @description the release this one undoes, if it was made by a revert */
                        reverts: string | null;
                        /**
                         * @description when it was made
                         * @example 2026-11-02T09:30:00.000Z
                         */
                        created_at: string;
                        /**
                         * @description when it last changed
                         * @example 2026-11-02T09:30:00.000Z
                         */
                        updated_at: string;
                        /** @description when it was published, or null */
                        published_at: string | null;
                        /** @description who published it, or null */
                        published_by: string | null;
                        /** @description the entries and what happens to each */
                        entries: {
                            /**
                             * @description the entry id
                             * @example 4fj2k9s8d7f6g5h4j3k2
                             */
                            id: string;
                            /**
                             * @description what the release does to it
                             * @enum {string}
                             */
                            action: "publish" | "unpublish" | "archive" | "unarchive";
                            /** @description held at this version; null: latest at release time */
                            version: number | null;
                            /**
                             * @description the entry’s latest version when it was added
                             * @example 3
                             */
                            added_version: number;
                            /** @description its content type; null once deleted */
                            content_type: string | null;
                            /** @description the entry now; null once deleted */
                            current: {
                                /**
                                 * @description its status now
                                 * @enum {string}
                                 */
                                status: "draft" | "published" | "changed" | "archived";
                                /**
                                 * @description its latest version now
                                 * @example 4
                                 */
                                version: number;
                            } | null;
                        }[];
                        /** @description open releases: entries edited after they were added at a fixed version, or deleted; publishing refuses until they are resolved */
                        conflicts: {
                            /**
                             * @description the entry id
                             * @example 4fj2k9s8d7f6g5h4j3k2
                             */
                            id: string;
                            /**
                             * @description what is wrong
                             * @example edited after it was added at version 3
                             */
                            reason: string;
                        }[];
                        /** @description pending scheduled publishes of this release */
                        schedules: {
                            /**
                             * @description the schedule id
                             * @example k3v9q2m8x1c4b7n5z6w0
                             */
                            id: string;
                            /**
                             * @description when it runs
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            at: string;
                            /**
                             * @description its state
                             * @enum {string}
                             */
                            status: "pending" | "done" | "failed" | "cancelled";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getRelease: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The release. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description the release id
                         * @example r7m2x9c4v1b8n3q6w5e0
                         */
                        id: string;
                        /**
                         * @description what the release is for
                         * @example Spring launch
                         */
                        name: string;
                        /**
                         * @description open: being prepared; published
                         * @enum {string}
                         */
                        status: "open" | "published";
                        /**
                         * @description how many entries it holds
                         * @example 3
                         */
                        entry_count: number;
                        /** @description who prepared the release (an agent may prepare one for a person to publish) */
                        prepared_by: {
                            /**
                             * @description what kind of actor
                             * @enum {string}
                             */
                            type: "key" | "agent" | "user" | "system";
                            /**
                             * @description its name
                             * @example Blog writer
                             */
                            name: string;
                        };
                        /** @description the release this one undoes, if it was made by a revert */
                        reverts: string | null;
                        /**
                         * @description when it was made
                         * @example 2026-11-02T09:30:00.000Z
                         */
                        created_at: string;
                        /**
                         * @description when it last changed
                         * @example 2026-11-02T09:30:00.000Z
                         */
                        updated_at: string;
                        /** @description when it was published, or null */
                        published_at: string | null;
                        /** @description who published it, or null */
                        published_by: string | null;
                        /** @description the entries and what happens to each */
                        entries: {
                            /**
                             * @description the entry id
                             * @example 4fj2k9s8d7f6g5h4j3k2
                             */
                            id: string;
                            /**
                             * @description what the release does to it
                             * @enum {string}
                             */
                            action: "publish" | "unpublish" | "archive" | "unarchive";
                            /** @description held at this version; null: latest at release time */
                            version: number | null;
                            /**
                             * @description the entry’s latest version when it was added
                             * @example 3
                             */
                            added_version: number;
                            /** @description its content type; null once deleted */
                            content_type: string | null;
                            /** @description the entry now; null once deleted */
                            current: {
                                /**
                                 * @description its status now
                                 * @enum {string}
                                 */
                                status: "draft" | "published" | "changed" | "archived";
                                /**
                                 * @description its latest version now
                                 * @example 4
                                 */
                                version: number;
                            } | null;
                        }[];
                        /** @description open releases: entries edited after they were added at a fixed version, or deleted; publishing refuses until they are resolved */
                        conflicts: {
                            /**
                             * @description the entry id
                             * @example 4fj2k9s8d7f6g5h4j3k2
                             */
                            id: string;
                            /**
                             * @description what is wrong
                             * @example edited after it was added at version 3
                             */
                            reason: string;
                        }[];
                        /** @description pending scheduled publishes of this release */
                        schedules: {
                            /**
                             * @description the schedule id
                             * @example k3v9q2m8x1c4b7n5z6w0
                             */
                            id: string;
                            /**
                             * @description when it runs
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            at: string;
                            /**
                             * @description its state
                             * @enum {string}
                             */
                            status: "pending" | "done" | "failed" | "cancelled";
                        }[];
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    deleteRelease: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    updateRelease: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "add": [
                 *         {
                 *           "id": "p0o9i8u7y6t5r4e3w2q1"
                 *         }
                 *       ],
                 *       "remove": [
                 *         "x1c2v3b4n5m6q7w8e9r0"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * @description a new name
                     * @example Spring launch (final)
                     */
                    name?: string;
                    /** @description entries to add; one already in the release is replaced (new action or version) */
                    add?: {
                        /**
                         * @description the entry id
                         * @example 4fj2k9s8d7f6g5h4j3k2
                         */
                        id: string;
                        /**
                         * @description what the release does to the entry
                         * @default publish
                         * @enum {string}
                         */
                        action?: "publish" | "unpublish" | "archive" | "unarchive";
                        /** @description publish: the version to publish (its values are restored first if it is older than the latest); null or left out: the latest at release time */
                        version?: number | null;
                    }[];
                    /**
                     * @description entry ids to take out
                     * @example [
                     *       "x1c2v3b4n5m6q7w8e9r0"
                     *     ]
                     */
                    remove?: string[];
                };
            };
        };
        responses: {
            /** @description Updated: the release. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description the release id
                         * @example r7m2x9c4v1b8n3q6w5e0
                         */
                        id: string;
                        /**
                         * @description what the release is for
                         * @example Spring launch
                         */
                        name: string;
                        /**
                         * @description open: being prepared; published
                         * @enum {string}
                         */
                        status: "open" | "published";
                        /**
                         * @description how many entries it holds
                         * @example 3
                         */
                        entry_count: number;
                        /** @description who prepared the release (an agent may prepare one for a person to publish) */
                        prepared_by: {
                            /**
                             * @description what kind of actor
                             * @enum {string}
                             */
                            type: "key" | "agent" | "user" | "system";
                            /**
                             * @description its name
                             * @example Blog writer
                             */
                            name: string;
                        };
                        /** @description the release this one undoes, if it was made by a revert */
                        reverts: string | null;
                        /**
                         * @description when it was made
                         * @example 2026-11-02T09:30:00.000Z
                         */
                        created_at: string;
                        /**
                         * @description when it last changed
                         * @example 2026-11-02T09:30:00.000Z
                         */
                        updated_at: string;
                        /** @description when it was published, or null */
                        published_at: string | null;
                        /** @description who published it, or null */
                        published_by: string | null;
                        /** @description the entries and what happens to each */
                        entries: {
                            /**
                             * @description the entry id
                             * @example 4fj2k9s8d7f6g5h4j3k2
                             */
                            id: string;
                            /**
                             * @description what the release does to it
                             * @enum {string}
                             */
                            action: "publish" | "unpublish" | "archive" | "unarchive";
                            /** @description held at this version; null: latest at release time */
                            version: number | null;
                            /**
                             * @description the entry’s latest version when it was added
                             * @example 3
                             */
                            added_version: number;
                            /** @description its content type; null once deleted */
                            content_type: string | null;
                            /** @description the entry now; null once deleted */
                            current: {
                                /**
                                 * @description its status now
                                 * @enum {string}
                                 */
                                status: "draft" | "published" | "changed" | "archived";
                                /**
                                 * @description its latest version now
                                 * @example 4
                                 */
                                version: number;
                            } | null;
                        }[];
                        /** @description open releases: entries edited after they were added at a fixed version, or deleted; publishing refuses until they are resolved */
                        conflicts: {
                            /**
                             * @description the entry id
                             * @example 4fj2k9s8d7f6g5h4j3k2
                             */
                            id: string;
                            /**
                             * @description what is wrong
                             * @example edited after it was added at version 3
                             */
                            reason: string;
                        }[];
                        /** @description pending scheduled publishes of this release */
                        schedules: {
                            /**
                             * @description the schedule id
                             * @example k3v9q2m8x1c4b7n5z6w0
                             */
                            id: string;
                            /**
                             * @description when it runs
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            at: string;
                            /**
                             * @description its state
                             * @enum {string}
                             */
                            status: "pending" | "done" | "failed" | "cancelled";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    validateRelease: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Validated: the release check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "valid": false,
                     *       "error": {
                     *         "code": "validation_failed",
                     *         "message": "Release \"Spring launch\" cannot be published: one entry fails (…).",
                     *         "details": {
                     *           "entries": [
                     *             {
                     *               "id": "4fj2k9s8d7f6g5h4j3k2",
                     *               "action": "publish",
                     *               "code": "validation_failed",
                     *               "message": "Entry 4fj2k9s8d7f6g5h4j3k2 cannot be published: one field needs attention."
                     *             }
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description true when it would publish
                         * @example false
                         */
                        valid: boolean;
                        /**
                         * @description valid: how many entries it would change
                         * @example 3
                         */
                        entries?: number;
                        /** @description why it failed (the error envelope without doc_url) */
                        error?: {
                            /**
                             * @description the error code (/docs/errors)
                             * @example validation_failed
                             */
                            code: string;
                            /**
                             * @description what went wrong, for people
                             * @example Entry 4fj2k9s8d7f6g5h4j3k2 cannot be published: one field needs attention.
                             */
                            message: string;
                            /**
                             * @description how to repair it
                             * @example Fill in fields.title, then schedule again.
                             */
                            fix?: string;
                            /**
                             * @description machine-readable specifics
                             * @example {
                             *       "fields": {
                             *         "title": "required"
                             *       }
                             *     }
                             */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    publishRelease: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Published: the release. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description the release id
                         * @example r7m2x9c4v1b8n3q6w5e0
                         */
                        id: string;
                        /**
                         * @description what the release is for
                         * @example Spring launch
                         */
                        name: string;
                        /**
                         * @description open: being prepared; published
                         * @enum {string}
                         */
                        status: "open" | "published";
                        /**
                         * @description how many entries it holds
                         * @example 3
                         */
                        entry_count: number;
                        /** @description who prepared the release (an agent may prepare one for a person to publish) */
                        prepared_by: {
                            /**
                             * @description what kind of actor
                             * @enum {string}
                             */
                            type: "key" | "agent" | "user" | "system";
                            /**
                             * @description its name
                             * @example Blog writer
                             */
                            name: string;
                        };
                        /** @description the release this one undoes, if it was made by a revert */
                        reverts: string | null;
                        /**
                         * @description when it was made
                         * @example 2026-11-02T09:30:00.000Z
                         */
                        created_at: string;
                        /**
                         * @description when it last changed
                         * @example 2026-11-02T09:30:00.000Z
                         */
                        updated_at: string;
                        /** @description when it was published, or null */
                        published_at: string | null;
                        /** @description who published it, or null */
                        published_by: string | null;
                        /** @description the entries and what happens to each */
                        entries: {
                            /**
                             * @description the entry id
                             * @example 4fj2k9s8d7f6g5h4j3k2
                             */
                            id: string;
                            /**
                             * @description what the release does to it
                             * @enum {string}
                             */
                            action: "publish" | "unpublish" | "archive" | "unarchive";
                            /** @description held at this version; null: latest at release time */
                            version: number | null;
                            /**
                             * @description the entry’s latest version when it was added
                             * @example 3
                             */
                            added_version: number;
                            /** @description its content type; null once deleted */
                            content_type: string | null;
                            /** @description the entry now; null once deleted */
                            current: {
                                /**
                                 * @description its status now
                                 * @enum {string}
                                 */
                                status: "draft" | "published" | "changed" | "archived";
                                /**
                                 * @description its latest version now
                                 * @example 4
                                 */
                                version: number;
                            } | null;
                        }[];
                        /** @description open releases: entries edited after they were added at a fixed version, or deleted; publishing refuses until they are resolved */
                        conflicts: {
                            /**
                             * @description the entry id
                             * @example 4fj2k9s8d7f6g5h4j3k2
                             */
                            id: string;
                            /**
                             * @description what is wrong
                             * @example edited after it was added at version 3
                             */
                            reason: string;
                        }[];
                        /** @description pending scheduled publishes of this release */
                        schedules: {
                            /**
                             * @description the schedule id
                             * @example k3v9q2m8x1c4b7n5z6w0
                             */
                            id: string;
                            /**
                             * @description when it runs
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            at: string;
                            /**
                             * @description its state
                             * @enum {string}
                             */
                            status: "pending" | "done" | "failed" | "cancelled";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    scheduleRelease: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "at": "2030-03-04T09:00:00+01:00"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description when to run: an RFC 3339 date-time with a time zone (not more than a minute in the past, at most two years ahead)
                     * @example 2030-03-04T09:00:00+01:00
                     */
                    at: string;
                };
            };
        };
        responses: {
            /** @description Created: the new schedule. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "k3v9q2m8x1c4b7n5z6w0",
                     *       "action": "publish",
                     *       "at": "2030-03-04T08:00:00.000Z",
                     *       "status": "pending",
                     *       "target": "entry",
                     *       "entry": {
                     *         "id": "4fj2k9s8d7f6g5h4j3k2",
                     *         "content_type": "post",
                     *         "title": "Sourdough basics"
                     *       },
                     *       "release": null,
                     *       "locale": null,
                     *       "created_by": "Site editor",
                     *       "created_at": "2030-03-01T10:00:00.000Z",
                     *       "finished_at": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description the schedule id
                         * @example k3v9q2m8x1c4b7n5z6w0
                         */
                        id: string;
                        /**
                         * @description what happens at that time (a release: publish)
                         * @enum {string}
                         */
                        action: "publish" | "unpublish" | "archive";
                        /**
                         * @description when it runs (UTC)
                         * @example 2030-03-04T08:00:00.000Z
                         */
                        at: string;
                        /**
                         * @description pending until its time; then done, or failed with `error` (nothing of it happened)
                         * @enum {string}
                         */
                        status: "pending" | "done" | "failed" | "cancelled";
                        /**
                         * @description what it acts on: one entry or a release
                         * @enum {string}
                         */
                        target: "entry" | "release";
                        /** @description the entry (title in `locale`); only id once the entry is gone; null for a release */
                        entry: {
                            /**
                             * @description the entry id
                             * @example 4fj2k9s8d7f6g5h4j3k2
                             */
                            id: string;
                            /**
                             * @description its content type
                             * @example post
                             */
                            content_type?: string;
                            /** @description its title in `locale`, or null */
                            title?: string | null;
                        } | null;
                        /** @description the release; only id once it is gone; null for an entry */
                        release: {
                            /**
                             * @description the release id
                             * @example r7m2x9c4v1b8n3q6w5e0
                             */
                            id: string;
                            /**
                             * @description its name
                             * @example Spring launch
                             */
                            name?: string;
                            /**
                             * @description open or published
                             * @enum {string}
                             */
                            status?: "open" | "published";
                        } | null;
                        /** @description the language the entry title is shown in, or null */
                        locale: string | null;
                        /**
                         * @description who scheduled it; the action runs as them
                         * @example Site editor
                         */
                        created_by: string;
                        /**
                         * @description when it was scheduled
                         * @example 2026-11-02T09:30:00.000Z
                         */
                        created_at: string;
                        /** @description when it ran or was cancelled, or null */
                        finished_at: string | null;
                        /** @description why it failed (the error envelope without doc_url) */
                        error: {
                            /**
                             * @description the error code (/docs/errors)
                             * @example validation_failed
                             */
                            code: string;
                            /**
                             * @description what went wrong, for people
                             * @example Entry 4fj2k9s8d7f6g5h4j3k2 cannot be published: one field needs attention.
                             */
                            message: string;
                            /**
                             * @description how to repair it
                             * @example Fill in fields.title, then schedule again.
                             */
                            fix?: string;
                            /**
                             * @description machine-readable specifics
                             * @example {
                             *       "fields": {
                             *         "title": "required"
                             *       }
                             *     }
                             */
                            details?: {
                                [key: string]: unknown;
                            };
                        } | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    revertRelease: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created: the new release. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description the release id
                         * @example r7m2x9c4v1b8n3q6w5e0
                         */
                        id: string;
                        /**
                         * @description what the release is for
                         * @example Spring launch
                         */
                        name: string;
                        /**
                         * @description open: being prepared; published
                         * @enum {string}
                         */
                        status: "open" | "published";
                        /**
                         * @description how many entries it holds
                         * @example 3
                         */
                        entry_count: number;
                        /** @description who prepared the release (an agent may prepare one for a person to publish) */
                        prepared_by: {
                            /**
                             * @description what kind of actor
                             * @enum {string}
                             */
                            type: "key" | "agent" | "user" | "system";
                            /**
                             * @description its name
                             * @example Blog writer
                             */
                            name: string;
                        };
                        /** @description the release this one undoes, if it was made by a revert */
                        reverts: string | null;
                        /**
                         * @description when it was made
                         * @example 2026-11-02T09:30:00.000Z
                         */
                        created_at: string;
                        /**
                         * @description when it last changed
                         * @example 2026-11-02T09:30:00.000Z
                         */
                        updated_at: string;
                        /** @description when it was published, or null */
                        published_at: string | null;
                        /** @description who published it, or null */
                        published_by: string | null;
                        /** @description the entries and what happens to each */
                        entries: {
                            /**
                             * @description the entry id
                             * @example 4fj2k9s8d7f6g5h4j3k2
                             */
                            id: string;
                            /**
                             * @description what the release does to it
                             * @enum {string}
                             */
                            action: "publish" | "unpublish" | "archive" | "unarchive";
                            /** @description held at this version; null: latest at release time */
                            version: number | null;
                            /**
                             * @description the entry’s latest version when it was added
                             * @example 3
                             */
                            added_version: number;
                            /** @description its content type; null once deleted */
                            content_type: string | null;
                            /** @description the entry now; null once deleted */
                            current: {
                                /**
                                 * @description its status now
                                 * @enum {string}
                                 */
                                status: "draft" | "published" | "changed" | "archived";
                                /**
                                 * @description its latest version now
                                 * @example 4
                                 */
                                version: number;
                            } | null;
                        }[];
                        /** @description open releases: entries edited after they were added at a fixed version, or deleted; publishing refuses until they are resolved */
                        conflicts: {
                            /**
                             * @description the entry id
                             * @example 4fj2k9s8d7f6g5h4j3k2
                             */
                            id: string;
                            /**
                             * @description what is wrong
                             * @example edited after it was added at version 3
                             */
                            reason: string;
                        }[];
                        /** @description pending scheduled publishes of this release */
                        schedules: {
                            /**
                             * @description the schedule id
                             * @example k3v9q2m8x1c4b7n5z6w0
                             */
                            id: string;
                            /**
                             * @description when it runs
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            at: string;
                            /**
                             * @description its state
                             * @enum {string}
                             */
                            status: "pending" | "done" | "failed" | "cancelled";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getSync: {
        parameters: {
            query?: {
                /** @description true for a first sync: every published entry and file, in pages */
                initial?: boolean;
                /**
                 * @description the next_sync_token (or next_page_token) of the last answer
                 * @example 1.s.42
                 */
                sync_token?: string;
                /** @description changes per page (1 to 1000) */
                limit?: number;
                /**
                 * @description a language code of the space, or * for every language (fields become objects keyed by code)
                 * @example en
                 */
                locale?: string;
                /** @description rich text as the block document (mdast JSON, default), markdown, or sanitised HTML */
                rich_text?: "json" | "markdown" | "html";
            };
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sync page. */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description what the answer is */
                        sys: {
                            /**
                             * @description always Array: the answer is a list
                             * @enum {string}
                             */
                            type: "Array";
                        };
                        /**
                         * @description the page size
                         * @example 100
                         */
                        limit: number;
                        /** @description changes in commit order, each item once at its latest state */
                        items: ({
                            /** @description the entry's system data */
                            sys: {
                                /**
                                 * @description the entry id
                                 * @example 4BqrajvA8E6qwgkieoqmqO
                                 */
                                id: string;
                                /**
                                 * @description always Entry
                                 * @enum {string}
                                 */
                                type: "Entry";
                                /**
                                 * @description the API ID of its content type
                                 * @example post
                                 */
                                content_type: string;
                                /**
                                 * @description its version, raised by every save (delivery keys: the published version)
                                 * @example 4
                                 */
                                version: number;
                                /** @description the version readers see, or null when never published */
                                published_version: number | null;
                                /**
                                 * @description draft: never published; published; changed: published, with newer draft changes; archived
                                 * @enum {string}
                                 */
                                status: "draft" | "published" | "changed" | "archived";
                                /**
                                 * @description when it was created
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                created_at: string;
                                /**
                                 * @description when it was last saved (delivery keys: when it was published)
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                updated_at: string;
                                /** @description when it was last published, or null */
                                published_at: string | null;
                                /** @description when it was first published, or null */
                                first_published_at: string | null;
                                /**
                                 * @description the language of the values
                                 * @example en
                                 */
                                locale: string;
                                /**
                                 * @description its place when the type orders entries by hand (sys.position), 1 first
                                 * @example 1
                                 */
                                position?: number;
                                /**
                                 * Format: uri
                                 * @description its page on the live site, when the type has a url_path and the entry is published
                                 * @example https://example.com/blog/hello-world
                                 */
                                url?: string;
                                /**
                                 * Format: uri
                                 * @description keys that read drafts: its page on the staging site
                                 * @example https://preview.example.com/blog/hello-world
                                 */
                                preview_url?: string;
                                /**
                                 * @description GET of one entry with a key that reads drafts only (management, preview, agents): how many other entries link to this one in their latest values (references, list cells and rich-text links and embeds; archived entries included), from the link index. These are the entries `?links_to_entry={id}` lists (with `status=archived` for the archived ones) and that refuse a delete. See /docs/entries.
                                 * @example 3
                                 */
                                links_count?: number;
                                /** @description lists with `query=` only: how the entry matched (docs/entries.md "Search") */
                                search?: {
                                    /**
                                     * @description relevance, higher is better, comparable within one answer only; 0 when more than 1,000 match and the items are unranked
                                     * @example 3.72
                                     */
                                    rank: number;
                                    /**
                                     * @description the best matching passage as HTML: the text escaped, each match in <mark>…</mark>, at most about 24 words
                                     * @example Fresh <mark>sourdough</mark> every morning
                                     */
                                    snippet: string;
                                };
                                /**
                                 * @description Keys that read drafts only, and only when the entry has machine-translated values: per language code, which fields were translated by POST …/translate and which of those are stale. See /docs/translation.
                                 * @example {
                                 *       "fr": {
                                 *         "fields": [
                                 *           "title",
                                 *           "body"
                                 *         ],
                                 *         "stale": [
                                 *           "body"
                                 *         ]
                                 *       }
                                 *     }
                                 */
                                translations?: {
                                    [key: string]: {
                                        /**
                                         * @description fields of this language machine-translated from the default language
                                         * @example [
                                         *       "title",
                                         *       "body"
                                         *     ]
                                         */
                                        fields: string[];
                                        /**
                                         * @description those among them whose default-language value changed since: translate again with {"stale": true}
                                         * @example [
                                         *       "body"
                                         *     ]
                                         */
                                        stale: string[];
                                    };
                                };
                            };
                            /**
                             * @description values keyed by field API ID, in the formats of the field types; with locale=*, each an object keyed by language code
                             * @example {
                             *       "title": "Hello world",
                             *       "slug": "hello-world"
                             *     }
                             */
                            fields: {
                                [key: string]: unknown;
                            };
                        } | {
                            /** @description the file's system data */
                            sys: {
                                /**
                                 * @description the file id
                                 * @example hero
                                 */
                                id: string;
                                /**
                                 * @description always Asset
                                 * @enum {string}
                                 */
                                type: "Asset";
                                /**
                                 * @description when it was uploaded
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                created_at: string;
                                /**
                                 * @description when it or its file last changed
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                updated_at: string;
                            };
                            /** @description what describes the file */
                            fields: {
                                /**
                                 * @description its title (the file name unless given)
                                 * @example Harbour at dawn
                                 */
                                title: string;
                                /** @description text alternative for images; null when none yet */
                                alt: string | null;
                                /** @description a longer description for editors, or null */
                                description: string | null;
                                /** @description the stored file */
                                file: {
                                    /**
                                     * Format: uri
                                     * @description served by this service: long-lived caching, content hash in the path; images take w, h, fit, fm, q
                                     * @example https://cms.example.com/files/blog/hero/3f9a1c2b/harbour.jpg
                                     */
                                    url: string;
                                    /**
                                     * @description the file name
                                     * @example harbour.jpg
                                     */
                                    filename: string;
                                    /**
                                     * @description its media type
                                     * @example image/jpeg
                                     */
                                    content_type: string;
                                    /**
                                     * @description bytes
                                     * @example 482113
                                     */
                                    size: number;
                                    /**
                                     * @description pixels; images and most videos
                                     * @example 1600
                                     */
                                    width?: number;
                                    /**
                                     * @description pixels; images and most videos
                                     * @example 1067
                                     */
                                    height?: number;
                                };
                            };
                        } | {
                            /** @description what it was */
                            sys: {
                                /**
                                 * @description what it was
                                 * @enum {string}
                                 */
                                type: "DeletedEntry";
                                /**
                                 * @description its id
                                 * @example 4BqrajvA8E6qwgkieoqmqO
                                 */
                                id: string;
                                /**
                                 * @description when delivery stopped showing it
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                deleted_at: string;
                            };
                        } | {
                            /** @description what it was */
                            sys: {
                                /**
                                 * @description what it was
                                 * @enum {string}
                                 */
                                type: "DeletedAsset";
                                /**
                                 * @description its id
                                 * @example 4BqrajvA8E6qwgkieoqmqO
                                 */
                                id: string;
                                /**
                                 * @description when delivery stopped showing it
                                 * @example 2026-11-02T09:30:00.000Z
                                 */
                                deleted_at: string;
                            };
                        })[];
                        /**
                         * @description more changes follow: pass it as sync_token for the next page
                         * @example c3luYzoxMjM0NTpwYWdlOjI
                         */
                        next_page_token?: string;
                        /**
                         * @description the last page: keep it and pass it as sync_token to get what changes from now on
                         * @example c3luYzoxMjM0NQ
                         */
                        next_sync_token?: string;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    listTypesTs: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/plain TypeScript */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example export interface PostFields { title?: string; } */
                    "application/json": string;
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getSchemaJson: {
        parameters: {
            query?: {
                /**
                 * @description a language code of the space, or * for every language (fields become objects keyed by code)
                 * @example en
                 */
                locale?: string;
                /** @description rich text as the block document (mdast JSON, default), markdown, or sanitised HTML */
                rich_text?: "json" | "markdown" | "html";
            };
            header?: {
                /** @description the ETag of the copy you have; when it is still current the answer is 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a JSON Schema document */
            200: {
                headers: {
                    /** @description strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` named the current ETag; no body, use the copy you have. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description who is signed in */
                        user: {
                            /**
                             * @description the person id
                             * @example u_4Kd8Pq
                             */
                            id: string;
                            /**
                             * @description their email address
                             * @example ada@example.com
                             */
                            email: string;
                        };
                        /**
                         * @description send as the x-csrf-token header on every non-GET request made with this session
                         * @example c9f1e2d3b4a5968778695a4b3c2d1e0f
                         */
                        csrf_token: string;
                        /** @description the spaces they belong to */
                        spaces: {
                            /**
                             * @description the space id
                             * @example blog
                             */
                            id: string;
                            /**
                             * @description its name
                             * @example Blog
                             */
                            name: string;
                            /**
                             * @description their role in it
                             * @enum {string}
                             */
                            role: "owner" | "editor";
                            /**
                             * @description the permissions the role holds in this space (docs/people.md "Who may do what")
                             * @example [
                             *       "read",
                             *       "read_drafts",
                             *       "write",
                             *       "publish"
                             *     ]
                             */
                            can: string[];
                            /**
                             * @description an editor limited to writing these content types; absent: every type
                             * @example [
                             *       "post"
                             *     ]
                             */
                            write_types?: string[];
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the signed-in sessions, the current one first */
                        items: {
                            /**
                             * @description names the session for DELETE /session/sessions/{session_id}; not the cookie
                             * @example s_8Hf3Kc
                             */
                            id: string;
                            /**
                             * @description a short name read from the user agent
                             * @example Firefox on Linux
                             */
                            browser: string;
                            /** @description the browser's user agent at sign-in, or null */
                            user_agent: string | null;
                            /** @description the client address at sign-in */
                            ip: string | null;
                            /**
                             * @description when they signed in
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            created_at: string;
                            /**
                             * @description the last request made with it, to the minute
                             * @example 2026-11-02T09:30:00.000Z
                             */
                            last_used_at: string;
                            /**
                             * @description its absolute end (14 days after sign-in); it ends sooner when idle
                             * @example 2026-11-16T09:30:00.000Z
                             */
                            expires_at: string;
                            /**
                             * @description the session making this request
                             * @example true
                             */
                            current: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    endOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The other sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description how many sessions were signed out
                         * @example 2
                         */
                        sessions_ended: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    endSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            404: components["responses"]["Error404"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "current_password": "old secret words",
                 *       "new_password": "correct horse battery staple"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description the password you sign in with now
                     * @example old secret words
                     */
                    current_password: string;
                    /**
                     * @description at least 8 characters
                     * @example correct horse battery staple
                     */
                    new_password: string;
                };
            };
        };
        responses: {
            /** @description Password changed; every other session of this person is signed out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description how many sessions were signed out
                         * @example 2
                         */
                        sessions_ended: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
}
