// "All administrations" for the search controller (issue 15 item 4): a `SearchSource` that asks every administration
// of the user in parallel (one `X-Admin-Id` each) and merges their pages with `AdministrationsMerge`. It lives in the
// staff table's part: a campsite's page never downloads it.
import type { RequestOptions, StayClient } from '../api/client.js';
import { StayApiError, isStayApiError } from '../api/errors.js';
import type { Accommodation, SearchQuery } from '../api/types.js';
import { AdministrationsMerge, SERVICE_PAGE_SIZE, clientMergeSource } from '../logic/administrations-merge.js';
import { countKey, queryKey } from '../logic/search-state.js';
import type { AdministrationProblem, SearchSource, SourcePage } from './search-controller.js';

/** Merges kept: one for each query (dates, party, filters, sorts) tried lately, so paging back costs nothing. */
export const MAX_KEPT_MERGES = 10;

/** A client sending one administration's `X-Admin-Id`. */
export type AdministrationClient = Pick<StayClient, 'search' | 'count'>;

function asApiError(error: unknown): StayApiError {
  return isStayApiError(error) ? error : new StayApiError('server', undefined, { cause: error });
}

/**
 * Searches every one of `adminIds` at once, merged in the order of the query's sorts (then `rank`, then `id`, as
 * the service orders): exact pages of the query's `limit`, further pages of an administration fetched only as the
 * merge needs them, the total the sum of the counts. An administration that fails is named in the page's
 * `failures`: left out when its first page failed, missing from that page only when a later page of it failed (its
 * rows on earlier pages and its count stay). A failure is not kept: the next page, or the same page again ("Try
 * again"), asks it again. When every one fails and the page has no rows, the search fails with the first one's
 * error.
 *
 * A page needs no count: `searchPage` answers once each administration's first page is in, with `total` only when
 * every count is already known (a short page, or a merge of the same query in other sorts, told it). `count` then
 * asks the counts the page's merge lacks (the search controller asks it after the page); a count that cannot be
 * fetched rejects it, and the rows stay.
 */
export class AdministrationsSource implements SearchSource {
  readonly adminIds: readonly string[];
  readonly #clientFor: (adminId: string) => AdministrationClient;
  /** A merge for each query without its page (oldest first); each keeps its own cursors. */
  readonly #merges = new Map<string, AdministrationsMerge>();
  /** The administrations' counts for each query without its page and sorts (oldest first): a new sort reuses them. */
  readonly #counts = new Map<string, Map<string, number>>();

  constructor(adminIds: readonly string[], clientFor: (adminId: string) => AdministrationClient) {
    this.adminIds = [...new Set(adminIds)];
    this.#clientFor = clientFor;
  }

  async search(query: SearchQuery, options?: RequestOptions): Promise<Accommodation[]> {
    return (await this.searchPage(query, options)).items;
  }

  async count(query: SearchQuery, options: RequestOptions = {}): Promise<number> {
    const { signal } = options;
    const merge = this.#mergeFor(queryKey({ ...query, page: undefined }), query);
    try {
      // Its administrations as its latest page left them: one that failed there is out of the total too.
      return await merge.total(signal);
    } catch (error) {
      if (signal?.aborted) throw new StayApiError('aborted', undefined, { cause: error });
      throw asApiError(error);
    } finally {
      this.#keepCounts(query, merge);
    }
  }

  /** The administrations whose count the latest `count(query)` could not fetch (none once they are counted). */
  uncounted(query: SearchQuery): AdministrationProblem[] {
    const merge = this.#merges.get(queryKey({ ...query, page: undefined }));
    return (merge?.uncounted ?? []).map(({ adminId, error }) => ({ adminId, error: asApiError(error) }));
  }

  async searchPage(query: SearchQuery, options: RequestOptions = {}): Promise<SourcePage> {
    const { signal } = options;
    const key = queryKey({ ...query, page: undefined });
    const merge = this.#mergeFor(key, query);
    let page;
    try {
      page = await merge.page(query.page ?? 1, signal);
    } catch (error) {
      // The merge rejects only when the search is stopped.
      if (signal?.aborted) throw new StayApiError('aborted', undefined, { cause: error });
      throw asApiError(error);
    } finally {
      this.#keepCounts(query, merge);
    }
    if (!page.items.length && page.failures.length >= this.adminIds.length) {
      // Nothing to show: the search fails as one administration's would. The merge keeps no failure: "Try again"
      // asks the failed ones again.
      throw asApiError(page.failures[0]?.error);
    }
    return {
      items: page.items.map((item) => item.accommodation),
      adminIds: page.items.map((item) => item.adminId),
      failures: page.failures.map(({ adminId, error }) => ({ adminId, error: asApiError(error) })),
      total: page.total,
    };
  }

  #mergeFor(key: string, query: SearchQuery): AdministrationsMerge {
    let merge = this.#merges.get(key);
    if (merge) {
      // The newest last, so the oldest goes first.
      this.#merges.delete(key);
    } else {
      const sorts = query.sorts ?? [];
      const { page: _page, limit, sorts: _sorts, ...rest } = query;
      merge = new AdministrationsMerge(this.adminIds, sorts, clientMergeSource(rest, sorts, this.#clientFor), {
        pageSize: Math.min(limit ?? SERVICE_PAGE_SIZE, SERVICE_PAGE_SIZE),
        counts: this.#counts.get(countKey(query)),
      });
    }
    this.#merges.set(key, merge);
    if (this.#merges.size > MAX_KEPT_MERGES) this.#merges.delete(this.#merges.keys().next().value!);
    return merge;
  }

  /** Keeps what `merge` knows of the counts of `query` for a merge of it in other sorts. */
  #keepCounts(query: SearchQuery, merge: AdministrationsMerge): void {
    const key = countKey(query);
    const counts = new Map([...(this.#counts.get(key) ?? []), ...merge.counts]);
    this.#counts.delete(key);
    this.#counts.set(key, counts);
    if (this.#counts.size > MAX_KEPT_MERGES) this.#counts.delete(this.#counts.keys().next().value!);
  }
}
