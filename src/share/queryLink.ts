/**
 * A scenario link whose parameters ended up in the query (`?s=…&step=3`) instead of the
 * hash: typed by hand, or mangled by a tool that turned "#" into "?". The app only reads
 * the hash, so such a link would open this tab's own scenario and say nothing. Before
 * anything reads the address, its `s` and the view parameters move from the query to the
 * hash, where every later step (decoding ahead, opening, notices) finds them as usual.
 */
import { hashHasScenario } from '../scenario/codec';
import { LINK_PARAMS } from '../scenario/viewParams';

/**
 * The address with the link parameters of `search` moved into the hash, or null when there
 * is nothing to move: no `s` in the query, or a hash that already holds a scenario (it wins).
 */
export function addressWithQueryLinkInHash(pathname: string, search: string, hash: string): string | null {
  const query = new URLSearchParams(search);
  if (!query.has('s') || hashHasScenario(hash)) return null;
  const moved = new URLSearchParams();
  for (const [name, value] of query) if (LINK_PARAMS.has(name)) moved.append(name, value);
  for (const name of LINK_PARAMS) query.delete(name);
  const rest = query.toString();
  return `${pathname}${rest === '' ? '' : `?${rest}`}#${moved.toString()}`;
}

/** Rewrites the address in place (no history entry) when its query holds a scenario link. */
export function moveQueryLinkToHash(win: Window): void {
  const { pathname, search, hash } = win.location;
  const address = addressWithQueryLinkInHash(pathname, search, hash);
  if (address !== null) win.history.replaceState(win.history.state, '', address);
}
