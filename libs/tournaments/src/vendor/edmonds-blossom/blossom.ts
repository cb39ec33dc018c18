/*
 * Maximum-weight matching in a general graph: Edmonds' blossom method with Galil's O(n^3)
 * primal-dual bookkeeping. Ported to TypeScript from edmonds-blossom 1.0.0 (MIT, Copyright (c) 2015
 * mattkrick; see LICENSE and ORIGIN.md beside this file), which translated Joris van Rantwijk's
 * mwmatching.py. The changes from that file are listed in ORIGIN.md.
 *
 * Vertices are 0..vertexCount-1. Non-trivial blossoms are numbered vertexCount..2*vertexCount-1.
 * Edge k joins edges[k][0] and edges[k][1]; its endpoints are numbered 2k (the first vertex) and
 * 2k+1 (the second), so `p ^ 1` is the other end of endpoint p. Integer weights keep every dual
 * variable an integer (the vertex duals start at the largest weight, and every slack between two
 * S-vertices is even), so the result is exact while the weights stay below 2^50.
 */

/** An undirected edge: two distinct vertices and an integer weight. */
export type WeightedEdge = readonly [number, number, number];

/**
 * The matching of largest total weight (with `maxCardinality`, of largest weight among those
 * with the most edges): `mate[v]` is v's partner, or -1 when v is unmatched.
 */
export function maxWeightMatching(
  vertexCount: number,
  edges: readonly WeightedEdge[],
  maxCardinality: boolean,
): number[] {
  for (const [i, j, w] of edges)
    if (!(i >= 0 && j >= 0 && i < vertexCount && j < vertexCount && i !== j && Number.isSafeInteger(w)))
      throw new RangeError(`edge ${i}-${j} (weight ${w}) is not an edge between two of ${vertexCount} vertices`);
  if (edges.length === 0) return new Array<number>(vertexCount).fill(-1);
  return new Blossom(vertexCount, edges, maxCardinality).solve();
}

const filled = <T>(length: number, value: T): T[] => new Array<T>(length).fill(value);
const ints = (length: number, value: number): Int32Array => new Int32Array(length).fill(value);
/** Python-style indexing: a negative index counts from the end. */
const at = (list: readonly number[], index: number): number => list[index < 0 ? list.length + index : index];

class Blossom {
  private readonly n: number;
  // Typed arrays and a flat adjacency list in the hot paths: a Swiss round of 512 players (131,000
  // edges, scores spread over 5 rounds) pairs in 0.7 s instead of 10 s with arrays of arrays.
  /** endpoint[2k] and endpoint[2k + 1] are the two vertices of edge k. */
  private readonly endpoint: Int32Array;
  private readonly weight: Float64Array;
  /** The endpoints at the far end of vertex v's edges: neighbend[neighStart[v] .. neighStart[v + 1]). */
  private readonly neighStart: Int32Array;
  private readonly neighbend: Int32Array;
  /** The endpoint through which a vertex is matched (mate[v] ^ 1 is v's own end), or -1. */
  private readonly mate: Int32Array;
  /** 0 free, 1 S (outer), 2 T (inner); 5 marks a blossom while scanning. For vertices and top-level blossoms. */
  private readonly label: Int32Array;
  /** The endpoint through which a vertex or blossom got its label, or -1 for a root. */
  private readonly labelEnd: Int32Array;
  /** The top-level blossom each vertex belongs to. */
  private readonly inBlossom: Int32Array;
  private readonly blossomParent: Int32Array;
  private readonly blossomChilds: (number[] | null)[];
  private readonly blossomBase: Int32Array;
  /** The endpoints joining consecutive children: blossomEndPs[b][i] joins child i to child i+1. */
  private readonly blossomEndPs: (number[] | null)[];
  /** For a free vertex or an S-blossom, the least-slack edge to a different S-blossom, or -1. */
  private readonly bestEdge: Int32Array;
  /** For a non-trivial S-blossom, its least-slack edges to each other S-blossom; null when not kept. */
  private readonly blossomBestEdges: (number[] | null)[];
  private readonly unusedBlossoms: number[];
  /** Vertex duals (u) then blossom duals (z). */
  private readonly dualVar: Float64Array;
  /** Edges known to have zero slack (tight); may go stale only towards being tight. */
  private readonly allowEdge: Uint8Array;
  private queue: number[] = [];

  constructor(
    vertexCount: number,
    edges: readonly WeightedEdge[],
    private readonly maxCardinality: boolean,
  ) {
    const n = (this.n = vertexCount);
    const m = edges.length;
    this.endpoint = new Int32Array(2 * m);
    this.weight = new Float64Array(m);
    const degree = new Int32Array(n + 1);
    let maxWeight = 0;
    edges.forEach(([i, j, w], k) => {
      this.endpoint[2 * k] = i;
      this.endpoint[2 * k + 1] = j;
      this.weight[k] = w;
      maxWeight = Math.max(maxWeight, w);
      degree[i + 1] += 1;
      degree[j + 1] += 1;
    });
    this.neighStart = new Int32Array(n + 1);
    for (let v = 0; v < n; v++) this.neighStart[v + 1] = this.neighStart[v] + degree[v + 1];
    this.neighbend = new Int32Array(2 * m);
    const next = this.neighStart.slice(0, n);
    for (let k = 0; k < m; k++) {
      this.neighbend[next[this.endpoint[2 * k]]++] = 2 * k + 1;
      this.neighbend[next[this.endpoint[2 * k + 1]]++] = 2 * k;
    }
    this.mate = ints(n, -1);
    this.label = ints(2 * n, 0);
    this.labelEnd = ints(2 * n, -1);
    this.inBlossom = Int32Array.from({ length: n }, (_, v) => v);
    this.blossomParent = ints(2 * n, -1);
    this.blossomChilds = filled<number[] | null>(2 * n, null);
    this.blossomBase = ints(2 * n, -1);
    for (let v = 0; v < n; v++) this.blossomBase[v] = v;
    this.blossomEndPs = filled<number[] | null>(2 * n, null);
    this.bestEdge = ints(2 * n, -1);
    this.blossomBestEdges = filled<number[] | null>(2 * n, null);
    this.unusedBlossoms = Array.from({ length: n }, (_, i) => n + i);
    this.dualVar = new Float64Array(2 * n);
    this.dualVar.fill(maxWeight, 0, n);
    this.allowEdge = new Uint8Array(m);
  }

  /** Twice the slack of edge k: dual(i) + dual(j) - 2 * weight; zero when the edge is tight. */
  private slack(k: number): number {
    return this.dualVar[this.endpoint[2 * k]] + this.dualVar[this.endpoint[2 * k + 1]] - 2 * this.weight[k];
  }

  private leaves(b: number): number[] {
    if (b < this.n) return [b];
    const out: number[] = [];
    for (const child of this.blossomChilds[b]!) {
      if (child < this.n) out.push(child);
      else out.push(...this.leaves(child));
    }
    return out;
  }

  /** Labels w (and its top-level blossom) S or T, reached through endpoint p; a T-blossom's mate becomes S. */
  private assignLabel(w: number, t: 1 | 2, p: number): void {
    const b = this.inBlossom[w];
    this.label[w] = this.label[b] = t;
    this.labelEnd[w] = this.labelEnd[b] = p;
    this.bestEdge[w] = this.bestEdge[b] = -1;
    if (t === 1) {
      this.queue.push(...this.leaves(b));
    } else {
      const base = this.blossomBase[b];
      this.assignLabel(this.endpoint[this.mate[base]], 1, this.mate[base] ^ 1);
    }
  }

  /** Traces back from S-vertices v and w: the base of a new blossom, or -1 when they reach different roots (an augmenting path). */
  private scanBlossom(v: number, w: number): number {
    const path: number[] = [];
    let base = -1;
    while (v !== -1 || w !== -1) {
      let b = this.inBlossom[v];
      if (this.label[b] & 4) {
        base = this.blossomBase[b];
        break;
      }
      path.push(b);
      this.label[b] = 5;
      if (this.labelEnd[b] === -1) {
        v = -1;
      } else {
        v = this.endpoint[this.labelEnd[b]];
        b = this.inBlossom[v];
        v = this.endpoint[this.labelEnd[b]];
      }
      if (w !== -1) [v, w] = [w, v];
    }
    for (const b of path) this.label[b] = 1;
    return base;
  }

  /** Makes a new S-blossom with the given base, through the tight edge k between two S-vertices of one tree. */
  private addBlossom(base: number, k: number): void {
    let v = this.endpoint[2 * k];
    let w = this.endpoint[2 * k + 1];
    const bb = this.inBlossom[base];
    let bv = this.inBlossom[v];
    let bw = this.inBlossom[w];
    const b = this.unusedBlossoms.pop()!;
    this.blossomBase[b] = base;
    this.blossomParent[b] = -1;
    this.blossomParent[bb] = b;
    const path: number[] = [];
    const endPs: number[] = [];
    this.blossomChilds[b] = path;
    this.blossomEndPs[b] = endPs;
    while (bv !== bb) {
      this.blossomParent[bv] = b;
      path.push(bv);
      endPs.push(this.labelEnd[bv]);
      v = this.endpoint[this.labelEnd[bv]];
      bv = this.inBlossom[v];
    }
    path.push(bb);
    path.reverse();
    endPs.reverse();
    endPs.push(2 * k);
    while (bw !== bb) {
      this.blossomParent[bw] = b;
      path.push(bw);
      endPs.push(this.labelEnd[bw] ^ 1);
      w = this.endpoint[this.labelEnd[bw]];
      bw = this.inBlossom[w];
    }
    this.label[b] = 1;
    this.labelEnd[b] = this.labelEnd[bb];
    this.dualVar[b] = 0;
    for (const leaf of this.leaves(b)) {
      // Former T-vertices are S now: they scan their edges too.
      if (this.label[this.inBlossom[leaf]] === 2) this.queue.push(leaf);
      this.inBlossom[leaf] = b;
    }
    // The new blossom's least-slack edge to every other S-blossom, from its children's.
    const bestEdgeTo = ints(2 * this.n, -1);
    const consider = (edge: number) => {
      let j = this.endpoint[2 * edge + 1];
      if (this.inBlossom[j] === b) j = this.endpoint[2 * edge];
      const bj = this.inBlossom[j];
      if (bj !== b && this.label[bj] === 1 && (bestEdgeTo[bj] === -1 || this.slack(edge) < this.slack(bestEdgeTo[bj])))
        bestEdgeTo[bj] = edge;
    };
    for (const child of path) {
      const kept = this.blossomBestEdges[child];
      if (kept) kept.forEach(consider);
      else
        for (const leaf of this.leaves(child))
          for (let q = this.neighStart[leaf]; q < this.neighStart[leaf + 1]; q++) consider(this.neighbend[q] >> 1);
      this.blossomBestEdges[child] = null;
      this.bestEdge[child] = -1;
    }
    const best = Array.from(bestEdgeTo).filter((edge) => edge !== -1);
    this.blossomBestEdges[b] = best;
    this.bestEdge[b] = -1;
    for (const edge of best)
      if (this.bestEdge[b] === -1 || this.slack(edge) < this.slack(this.bestEdge[b])) this.bestEdge[b] = edge;
  }

  /** Dissolves blossom b: at the end of a stage (its dual is zero), or when its dual reaches zero as a T-blossom. */
  private expandBlossom(b: number, endStage: boolean): void {
    const childs = this.blossomChilds[b]!;
    for (const s of childs) {
      this.blossomParent[s] = -1;
      if (s < this.n) this.inBlossom[s] = s;
      else if (endStage && this.dualVar[s] === 0) this.expandBlossom(s, endStage);
      else for (const leaf of this.leaves(s)) this.inBlossom[leaf] = s;
    }
    if (!endStage && this.label[b] === 2) {
      // Relabel the children on the even path from the entry child to the base as T and S in turn.
      const endPs = this.blossomEndPs[b]!;
      const entryChild = this.inBlossom[this.endpoint[this.labelEnd[b] ^ 1]];
      let j = childs.indexOf(entryChild);
      let jStep: number;
      let endpTrick: number;
      if (j & 1) {
        j -= childs.length;
        jStep = 1;
        endpTrick = 0;
      } else {
        jStep = -1;
        endpTrick = 1;
      }
      let p = this.labelEnd[b];
      while (j !== 0) {
        this.label[this.endpoint[p ^ 1]] = 0;
        this.label[this.endpoint[at(endPs, j - endpTrick) ^ endpTrick ^ 1]] = 0;
        this.assignLabel(this.endpoint[p ^ 1], 2, p);
        this.allowEdge[at(endPs, j - endpTrick) >> 1] = 1;
        j += jStep;
        p = at(endPs, j - endpTrick) ^ endpTrick;
        this.allowEdge[p >> 1] = 1;
        j += jStep;
      }
      let bv = at(childs, j);
      this.label[this.endpoint[p ^ 1]] = this.label[bv] = 2;
      this.labelEnd[this.endpoint[p ^ 1]] = this.labelEnd[bv] = p;
      this.bestEdge[bv] = -1;
      j += jStep;
      // The children on the odd path lose their labels, unless a vertex in one was reached from outside.
      while (at(childs, j) !== entryChild) {
        bv = at(childs, j);
        if (this.label[bv] === 1) {
          j += jStep;
          continue;
        }
        const reached = this.leaves(bv).find((leaf) => this.label[leaf] !== 0);
        if (reached !== undefined) {
          this.label[reached] = 0;
          this.label[this.endpoint[this.mate[this.blossomBase[bv]]]] = 0;
          this.assignLabel(reached, 2, this.labelEnd[reached]);
        }
        j += jStep;
      }
    }
    this.label[b] = this.labelEnd[b] = -1;
    this.blossomChilds[b] = this.blossomEndPs[b] = null;
    this.blossomBase[b] = -1;
    this.blossomBestEdges[b] = null;
    this.bestEdge[b] = -1;
    this.unusedBlossoms.push(b);
  }

  /** Swaps matched and unmatched edges along the even path through blossom b from vertex v to its base; v becomes the base. */
  private augmentBlossom(b: number, v: number): void {
    let t = v;
    while (this.blossomParent[t] !== b) t = this.blossomParent[t];
    if (t >= this.n) this.augmentBlossom(t, v);
    const childs = this.blossomChilds[b]!;
    const endPs = this.blossomEndPs[b]!;
    const i = childs.indexOf(t);
    let j = i;
    let jStep: number;
    let endpTrick: number;
    if (i & 1) {
      j -= childs.length;
      jStep = 1;
      endpTrick = 0;
    } else {
      jStep = -1;
      endpTrick = 1;
    }
    while (j !== 0) {
      j += jStep;
      t = at(childs, j);
      const p = at(endPs, j - endpTrick) ^ endpTrick;
      if (t >= this.n) this.augmentBlossom(t, this.endpoint[p]);
      j += jStep;
      t = at(childs, j);
      if (t >= this.n) this.augmentBlossom(t, this.endpoint[p ^ 1]);
      this.mate[this.endpoint[p]] = p ^ 1;
      this.mate[this.endpoint[p ^ 1]] = p;
    }
    this.blossomChilds[b] = [...childs.slice(i), ...childs.slice(0, i)];
    this.blossomEndPs[b] = [...endPs.slice(i), ...endPs.slice(0, i)];
    this.blossomBase[b] = this.blossomBase[this.blossomChilds[b]![0]];
  }

  /** Augments the matching along the path through edge k between two S-vertices of different trees. */
  private augmentMatching(k: number): void {
    const [v, w] = [this.endpoint[2 * k], this.endpoint[2 * k + 1]];
    for (let [s, p] of [
      [v, 2 * k + 1],
      [w, 2 * k],
    ]) {
      for (;;) {
        const bs = this.inBlossom[s];
        if (bs >= this.n) this.augmentBlossom(bs, s);
        this.mate[s] = p;
        if (this.labelEnd[bs] === -1) break; // reached the root
        const t = this.endpoint[this.labelEnd[bs]];
        const bt = this.inBlossom[t];
        s = this.endpoint[this.labelEnd[bt]];
        const j = this.endpoint[this.labelEnd[bt] ^ 1];
        if (bt >= this.n) this.augmentBlossom(bt, j);
        this.mate[j] = this.labelEnd[bt];
        p = this.labelEnd[bt] ^ 1;
      }
    }
  }

  solve(): number[] {
    const n = this.n;
    // Each stage augments the matching by one edge, or ends the search.
    for (let stage = 0; stage < n; stage++) {
      this.label.fill(0);
      this.bestEdge.fill(-1);
      this.blossomBestEdges.fill(null, n);
      this.allowEdge.fill(0);
      this.queue = [];
      for (let v = 0; v < n; v++)
        if (this.mate[v] === -1 && this.label[this.inBlossom[v]] === 0) this.assignLabel(v, 1, -1);

      let augmented = false;
      for (;;) {
        augmented = this.grow();
        if (augmented) break;
        if (!this.adjustDuals()) break;
      }
      if (!augmented) break;
      // S-blossoms whose dual fell to zero are dissolved before the next stage.
      for (let b = n; b < 2 * n; b++)
        if (this.blossomParent[b] === -1 && this.blossomBase[b] >= 0 && this.label[b] === 1 && this.dualVar[b] === 0)
          this.expandBlossom(b, true);
    }
    return Array.from({ length: n }, (_, v) => (this.mate[v] >= 0 ? this.endpoint[this.mate[v]] : -1));
  }

  /** Scans the queued S-vertices over tight edges: labels, new blossoms, or an augmenting path (true). */
  private grow(): boolean {
    while (this.queue.length > 0) {
      const v = this.queue.pop()!;
      for (let q = this.neighStart[v]; q < this.neighStart[v + 1]; q++) {
        const p = this.neighbend[q];
        const k = p >> 1;
        const w = this.endpoint[p];
        if (this.inBlossom[v] === this.inBlossom[w]) continue;
        let kSlack = 0;
        if (!this.allowEdge[k]) {
          kSlack = this.slack(k);
          if (kSlack <= 0) this.allowEdge[k] = 1;
        }
        if (this.allowEdge[k]) {
          if (this.label[this.inBlossom[w]] === 0) {
            this.assignLabel(w, 2, p ^ 1);
          } else if (this.label[this.inBlossom[w]] === 1) {
            const base = this.scanBlossom(v, w);
            if (base >= 0) this.addBlossom(base, k);
            else {
              this.augmentMatching(k);
              return true;
            }
          } else if (this.label[w] === 0) {
            // w is inside a T-blossom but not yet labelled itself: remember how it was reached.
            this.label[w] = 2;
            this.labelEnd[w] = p ^ 1;
          }
        } else if (this.label[this.inBlossom[w]] === 1) {
          const b = this.inBlossom[v];
          if (this.bestEdge[b] === -1 || kSlack < this.slack(this.bestEdge[b])) this.bestEdge[b] = k;
        } else if (this.label[w] === 0) {
          if (this.bestEdge[w] === -1 || kSlack < this.slack(this.bestEdge[w])) this.bestEdge[w] = k;
        }
      }
    }
    return false;
  }

  private smallestVertexDual(): number {
    let least = Infinity;
    for (let v = 0; v < this.n; v++) least = Math.min(least, this.dualVar[v]);
    return least;
  }

  /** Moves the duals by the largest step that keeps them feasible; false when the optimum is reached. */
  private adjustDuals(): boolean {
    const n = this.n;
    let deltaType = -1;
    let delta = 0;
    let deltaEdge = -1;
    let deltaBlossom = -1;
    if (!this.maxCardinality) {
      // A vertex dual reaching zero: no further augmentation can add weight.
      deltaType = 1;
      delta = this.smallestVertexDual();
    }
    for (let v = 0; v < n; v++) {
      // An edge from a free vertex to an S-vertex becomes tight.
      if (this.label[this.inBlossom[v]] === 0 && this.bestEdge[v] !== -1) {
        const d = this.slack(this.bestEdge[v]);
        if (deltaType === -1 || d < delta) [delta, deltaType, deltaEdge] = [d, 2, this.bestEdge[v]];
      }
    }
    for (let b = 0; b < 2 * n; b++) {
      // An edge between two S-blossoms becomes tight (its slack is even: half of it each).
      if (this.blossomParent[b] === -1 && this.label[b] === 1 && this.bestEdge[b] !== -1) {
        const d = this.slack(this.bestEdge[b]) / 2;
        if (deltaType === -1 || d < delta) [delta, deltaType, deltaEdge] = [d, 3, this.bestEdge[b]];
      }
    }
    for (let b = n; b < 2 * n; b++) {
      // A T-blossom's dual reaches zero: it must be expanded.
      if (
        this.blossomBase[b] >= 0 &&
        this.blossomParent[b] === -1 &&
        this.label[b] === 2 &&
        (deltaType === -1 || this.dualVar[b] < delta)
      )
        [delta, deltaType, deltaBlossom] = [this.dualVar[b], 4, b];
    }
    if (deltaType === -1) {
      // Maximum cardinality reached and nothing else can move: one last step to optimality.
      deltaType = 1;
      delta = Math.max(0, this.smallestVertexDual());
    }
    for (let v = 0; v < n; v++) {
      const label = this.label[this.inBlossom[v]];
      if (label === 1) this.dualVar[v] -= delta;
      else if (label === 2) this.dualVar[v] += delta;
    }
    for (let b = n; b < 2 * n; b++) {
      if (this.blossomBase[b] >= 0 && this.blossomParent[b] === -1) {
        if (this.label[b] === 1) this.dualVar[b] += delta;
        else if (this.label[b] === 2) this.dualVar[b] -= delta;
      }
    }
    if (deltaType === 1) return false;
    if (deltaType === 2) {
      this.allowEdge[deltaEdge] = 1;
      const [i, j] = [this.endpoint[2 * deltaEdge], this.endpoint[2 * deltaEdge + 1]];
      this.queue.push(this.label[this.inBlossom[i]] === 0 ? j : i);
    } else if (deltaType === 3) {
      this.allowEdge[deltaEdge] = 1;
      this.queue.push(this.endpoint[2 * deltaEdge]);
    } else {
      this.expandBlossom(deltaBlossom, false);
    }
    return true;
  }
}
