import { boardOf, type WarlordsState } from './state';

/**
 * The seat's supply network: its supply lines, the towns and capitals it occupies and its
 * generals on the board (the seed: "friendly occupied towns and capitals, as well as friendly
 * generals, can serve as supply lines").
 */
function networkOf(s: WarlordsState, seat: number): Uint8Array {
  const net = new Uint8Array(s.lines.length);
  for (let i = 0; i < s.lines.length; i++) if (s.lines[i] === seat) net[i] = 1;
  for (const t of s.towns) if (t.occupant === seat) net[t.space] = 1;
  for (const p of s.pieces)
    if (p.owner === seat && p.status === 'active' && p.attacking < 0 && p.space >= 0) net[p.space] = 1;
  return net;
}

/** Component labels of the network: spaces joined by unbroken supply share a label (0 = not in it). */
export function supplyComponents(s: WarlordsState, seat: number): Int32Array {
  const net = networkOf(s, seat);
  const { neighbours } = boardOf(s);
  const label = new Int32Array(net.length);
  let next = 0;
  const stack: number[] = [];
  for (let start = 0; start < net.length; start++) {
    if (!net[start] || label[start]) continue;
    label[start] = ++next;
    stack.push(start);
    for (let x = stack.pop(); x !== undefined; x = stack.pop()) {
      for (const n of neighbours[x]) {
        if (n >= 0 && net[n] && !label[n]) {
          label[n] = next;
          stack.push(n);
        }
      }
    }
  }
  return label;
}

/** Whether unbroken supply joins `from` to a space that satisfies `goal` (a search that stops early). */
export function reaches(s: WarlordsState, seat: number, from: number, goal: (space: number) => boolean): boolean {
  const net = networkOf(s, seat);
  if (from < 0 || !net[from]) return false;
  const { neighbours } = boardOf(s);
  const seen = new Uint8Array(net.length);
  seen[from] = 1;
  const stack = [from];
  for (let x = stack.pop(); x !== undefined; x = stack.pop()) {
    if (goal(x)) return true;
    for (const n of neighbours[x]) {
      if (n >= 0 && net[n] && !seen[n]) {
        seen[n] = 1;
        stack.push(n);
      }
    }
  }
  return false;
}
