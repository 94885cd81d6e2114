import { sql, type SQL } from 'drizzle-orm';
import { domains } from '../db/schema';
import {
  SEARCH_CANDIDATES,
  SEARCH_INDEX_READ_MAX,
  SEARCH_MIN_SUBSTRING_LENGTH,
  SEARCH_WALK,
  nameMayContain,
} from '../rules/catalog-search';

// A search read bounded by its page (docs/architecture-reference.md "The catalogue at scale"): each rank is an arm
// read only when the ranks before it leave the page short; a containing arm first looks among the first SEARCH_WALK
// names by id and asks its trigram index only when those hold too few matches (a rare term: a short posting list).

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The indexed text a search looks in besides the name (the expression of domains_text_trgm_idx). */
export const searchTextSql = sql`catalog_search_text(${domains.description}, ${domains.tags})`;
/** catalog_search_text's body (migration 0006): a row already read need not call the function, which is not inlined. */
const searchTextInline = sql`lower(${domains.description} || ' ' || array_to_string(${domains.tags}, ' '))`;

export interface SearchRead {
  term: string;
  /** The filters besides the search, as a condition. */
  base: SQL;
  /** Rows the read needs from the start of the search's order (or from the cursor). */
  need: number;
  /** Keyset paging: only rows after this rank and name. */
  after?: { rank: number; name: string };
  /** Every rank's candidates, not only those ranks that fill `need` rows (a read sorted by price or name). */
  allRanks?: boolean;
}

/** A rank as an SQL literal (a parameter would be typed text in a select list). */
const lit = (rank: number) => sql.raw(String(rank));

type Arm = { rank: number; match: (text: SQL) => SQL; walked: boolean };

function arms(term: string): Arm[] {
  const prefix = `${escapeLike(term)}%`;
  const contains = `%${escapeLike(term)}%`;
  const named = nameMayContain(term);
  const long = term.length >= SEARCH_MIN_SUBSTRING_LENGTH;
  const list: (Arm | false)[] = [
    named && { rank: 0, match: () => sql`${domains.slug} = ${term}`, walked: false },
    named && { rank: 1, match: () => sql`(${domains.slug} collate "C") like ${prefix}`, walked: false },
    named &&
      long && {
        rank: 2,
        match: () => sql`${domains.slug} like ${contains} and ${domains.slug} not like ${prefix}`,
        walked: true,
      },
    long && {
      rank: 3,
      match: (text) => sql`${text} like ${contains}${named ? sql` and ${domains.slug} not like ${contains}` : sql``}`,
      walked: true,
    },
  ];
  return list.filter((arm): arm is Arm => arm !== false);
}

/** The cursor's condition on an arm; null when the arm lies wholly before the cursor. */
function afterArm(rank: number, after: SearchRead['after'], name: SQL): SQL | null {
  if (!after || rank > after.rank) return sql``;
  return rank === after.rank ? sql` and ${name} > ${after.name}` : null;
}

/** An arm's CTEs: `a<rank>`, the arm's rows; for a containing arm also `i<rank>`, its trigram index's rows. */
function armSql(arm: Arm, read: SearchRead, keyset: SQL): SQL[] {
  const { base, need, term } = read;
  const name = sql.raw(`a${arm.rank}`);
  if (arm.rank === 0)
    return [sql`${name} as (select id, name from domains where ${base} and ${arm.match(sql``)}${keyset})`];
  if (arm.rank === 1)
    // domains_slug_c_idx holds the id and name: the names starting with the term are read from the index alone.
    return [
      sql`${name} as (select id, name from (select id, name, slug from domains where ${base} and ${arm.match(sql``)}
      order by ${domains.slug} collate "C" limit ${SEARCH_CANDIDATES}) as domains where ${domains.slug} <> ${term}${keyset})`,
    ];
  const walkKeyset = afterArm(arm.rank, read.after, sql`name`) ?? sql``;
  const enough = sql`(select ${sql.raw(walkedRank(arm.rank))} >= ${need} or walked < ${SEARCH_WALK} or costly from sample)`;
  const indexed = sql.raw(`i${arm.rank}`);
  // Materialized, so it is planned for every match (a bitmap of the trigram index); read only as far as the LIMIT.
  return [
    sql`${indexed} as materialized (select id, name from domains where ${base} and ${arm.match(searchTextSql)}${keyset})`,
    sql`${name} as (select id, name from walk where rank = ${lit(arm.rank)}${walkKeyset} and ${enough}
    union all
    select id, name from (select id, name from ${indexed} limit ${SEARCH_CANDIDATES}) as indexed where not ${enough})`,
  ];
}

/** The words of a term as the trigram index splits it: it reads the posting lists of each word's letter groups. */
const wordsOf = (term: string) => term.split(/[^a-z0-9]+/).filter(Boolean);

/**
 * The first SEARCH_WALK names by id, each with its rank (null: no match, or outside the filters), and for each word
 * of the term whether the name's text holds it (`w0`, `w1`…: a sample of what the trigram index would read).
 */
function walkSql(list: Arm[], base: SQL, term: string): SQL {
  // Each walked row's text is built once, then matched by every arm and word.
  const text = sql.raw('walked_text');
  const ranks = list.map((arm) => sql` when ${arm.match(text)} then ${lit(arm.rank)}`);
  const words = wordsOf(term).map((word, i) => sql`, ${text} like ${`%${escapeLike(word)}%`} as ${sql.raw(`w${i}`)}`);
  return sql`walk as materialized (select id, name, case when ${base} then case${sql.join(ranks)} end end as rank
    ${sql.join(words)} from (select *, ${searchTextInline} as walked_text from domains order by id limit ${SEARCH_WALK})
    as domains)`;
}

const walkedRank = (rank: number) => `r${rank}`;

/**
 * The walk summed up once, one row: `walked` (rows walked), `r<rank>` (each walked arm's matches after the cursor) and
 * `costly`: by the sample, the trigram index would read more than SEARCH_INDEX_READ_MAX texts for the rarest word.
 */
function sampleSql(walked: Arm[], term: string, after: SearchRead['after']): SQL {
  const ranks = walked.map((arm) => {
    const keyset = afterArm(arm.rank, after, sql`name`) ?? sql``;
    return sql`, count(*) filter (where rank = ${lit(arm.rank)}${keyset}) as ${sql.raw(walkedRank(arm.rank))}`;
  });
  return sql`sample as materialized (select count(*) as walked${sql.join(ranks)}, ${costlyIndexRead(term)} as costly
    from walk)`;
}

function costlyIndexRead(term: string): SQL {
  const counts = wordsOf(term).map((_, i) => sql`count(*) filter (where ${sql.raw(`w${i}`)})`);
  if (!counts.length) return sql`false`;
  return sql`(least(${sql.join(counts, sql`, `)}) *
    (select greatest(reltuples, ${SEARCH_WALK}) from pg_class where oid = 'domains'::regclass) / ${SEARCH_WALK} >
    ${SEARCH_INDEX_READ_MAX})`;
}

/**
 * The candidates of a search read: `id, name, rank`, the first `need` in rank and name order (or, `allRanks`, every
 * rank's candidates). Run with sequential scans off: an arm's planner guess cannot know it is asked only when rare.
 */
export function searchCandidatesSql(read: SearchRead): SQL {
  const list = arms(read.term).flatMap((arm) => {
    const keyset = afterArm(arm.rank, read.after, sql`${domains.name}`);
    return keyset === null ? [] : [{ arm, keyset }];
  });
  if (!list.length) return sql`select null::int as id, null::text as name, null::int as rank where false`;
  const ctes = list.flatMap(({ arm, keyset }) => armSql(arm, read, keyset));
  const walked = list.filter(({ arm }) => arm.walked).map(({ arm }) => arm);
  if (walked.length)
    ctes.unshift(walkSql(arms(read.term), read.base, read.term), sampleSql(walked, read.term, read.after));
  const countOf = (rank: number) => sql`(select count(*) from ${sql.raw(`a${rank}`)})`;
  const reads = list.map(({ arm }, k) => {
    // A rank is read only when the ranks before it leave the page short; each sum is asked only if the last fell short.
    const gates = list.slice(0, k).map(
      (_, j) =>
        sql`${sql.join(
          list.slice(0, j + 1).map((e) => countOf(e.arm.rank)),
          sql` + `,
        )} < ${read.need}`,
    );
    const gate = read.allRanks || k === 0 ? sql`` : sql` where ${sql.join(gates, sql` and `)}`;
    return sql`select id, name, ${lit(arm.rank)} as rank from ${sql.raw(`a${arm.rank}`)}${gate}`;
  });
  const union = sql.join(reads, sql` union all `);
  const limit = read.allRanks ? sql`` : sql` order by rank, name limit ${read.need}`;
  return sql`with ${sql.join(ctes, sql`, `)} select id, name, rank from (${union}) as candidates${limit}`;
}

/**
 * How many names a search matches, up to `cap` (cap + 1: more). The names starting with it are counted from the
 * slug index; the containing ones exactly, by their trigram indexes, unless the walk's sample of the first
 * SEARCH_WALK names says more than `cap` match in the whole catalogue (an estimate: such a term's index reads would
 * cost in proportion to the catalogue).
 */
export function searchCountSql(base: SQL, term: string, cap: number): SQL {
  const list = arms(term);
  const starting = list.find((arm) => arm.rank === 1);
  const startingCount = starting
    ? sql`(select count(*) from (select 1 from domains where ${base} and ${starting.match(sql``)}
      order by ${domains.slug} collate "C" limit ${cap + 1}) s)`
    : sql`0`;
  const containing = list.filter((arm) => arm.walked);
  if (!containing.length) return sql`select ${startingCount} as n`;
  const indexed = containing.map(
    (arm) =>
      sql`${sql.raw(`i${arm.rank}`)} as materialized (select 1 from domains where ${base} and ${arm.match(searchTextSql)})`,
  );
  const indexedCount = sql.join(
    containing.map((arm) => sql`(select 1 from ${sql.raw(`i${arm.rank}`)} limit ${cap + 1})`),
    sql` union all `,
  );
  const rows = sql`(select greatest(reltuples, ${SEARCH_WALK}) from pg_class where oid = 'domains'::regclass)`;
  return sql`with ${walkSql(list, base, term)}, starting as materialized (select ${startingCount} as n),
    sample as materialized (select count(*) filter (where rank >= 2) as hits, count(*) as walked,
      ${costlyIndexRead(term)} as costly from walk),
    ${sql.join(indexed, sql`, `)}
    select case
    when (select n from starting) > ${cap} then ${cap + 1}
    when (select walked from sample) < ${SEARCH_WALK} then (select n from starting) + (select hits from sample)
    when (select hits from sample) * ${rows} / ${SEARCH_WALK} > ${cap} then ${cap + 1}
    when (select costly from sample) then (select n from starting) + round((select hits from sample) * ${rows} / ${SEARCH_WALK})
    else (select n from starting) + (select count(*) from (select 1 from (${indexedCount}) u limit ${cap + 1}) c)
    end as n`;
}
