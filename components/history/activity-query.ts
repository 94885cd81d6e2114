import { eventCursorSchema } from '@/lib/api/params';
import type { ActivityList } from '@/lib/catalog/name-history';
import { NAME_EVENT_KINDS, type NameEventKind } from '@/lib/rules/name-history';

// The query of a page of activity, read from the URL so the lists page and filter by links, without JavaScript.

type Param = string | string[] | undefined;
const first = (value: Param) => (Array.isArray(value) ? value[0] : value);

/** `?before=`: where an older page starts; anything else reads the newest page. */
export function beforeParam(value: Param): number | undefined {
  const parsed = eventCursorSchema.safeParse(first(value));
  return parsed.success ? parsed.data : undefined;
}

/** `?kind=` of the mall's activity: one kind; anything else shows every kind. */
export function kindParam(value: Param): NameEventKind | null {
  const kind = first(value);
  return (NAME_EVENT_KINDS as readonly string[]).includes(kind ?? '') ? (kind as NameEventKind) : null;
}

/** The address of a page of activity on `path`, scrolled to the list (`#anchor`). */
export function activityHref(
  path: string,
  anchor: string,
  { kind, before }: { kind?: NameEventKind | null; before?: number | null } = {},
): string {
  const query = new URLSearchParams();
  if (kind) query.set('kind', kind);
  if (before) query.set('before', String(before));
  const text = query.toString();
  return `${path}${text ? `?${text}` : ''}#${anchor}`;
}

/** A page of activity, or null when it cannot be read just now (the rest of the page still shows). */
export async function readOrNull(read: () => Promise<ActivityList>): Promise<ActivityList | null> {
  try {
    return await read();
  } catch (error) {
    console.warn(`[history] activity not read: ${(error as Error).message}`);
    return null;
  }
}
