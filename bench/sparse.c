/*
 * A plain C implementation of the sparse-space table of src/core/games/takeAndBreak/grundyTable.ts,
 * step for step (the same masks chosen at the same lengths, the same hints and the same scattered
 * scan), for one comparison only: how far the TypeScript is from C on the same method
 * (scripts/bench-c.mjs compiles and runs it; docs/benchmarks.md has the figures). Not part of
 * Nim Lens. Codes: d0 and octal digits, `!` after a digit (Grundy's game is 4!.0), no tail.
 *
 *   cc -O2 -o sparse bench/sparse.c && ./sparse 0.56 1000000
 * prints: values, largest, a hash of the values (the same as the bench's for the TypeScript), ms.
 *
 * Two more modes do what `nim-lens period` and `nim-lens table` do with the same table, for
 * scripts/bench-peers.mjs:
 *   ./sparse 0.56 1000000 period   stops once the generalised Guy–Smith theorem proves a period, found
 *                                  as periodSearch.ts finds it (a candidate followed value by value,
 *                                  looked for at checkpoints 5/4 apart; every period at once for codes
 *                                  that leave one heap); prints the period too
 *   ./sparse 0.56 1000000 table    the same, then the values to COUNT by the period, written to
 *                                  standard output as `table --json` writes them ([v,v,…]), a piece at
 *                                  a time and the text of whole periods once past the preperiod;
 *                                  the figures go to standard error
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define FIRST_MASK_AT 64
#define MASK_BITS 20
#define HINTS 6
#define SCAN_STRETCH 32
#define RARE_SHARE 8

static uint32_t *g;
static int32_t *marks;
static int marks_len;
static uint8_t *parity;
static int32_t *hint_a, *hint_b;
static int hints_len;
static int32_t *rare;
static uint32_t *rare_value;
static int rare_count, rare_cap;
static int mask, twist, bits;

/* The period search (periodSearch.ts): the theorem's constants, the candidate, the checkpoints. */
static long heaps_left = 1, removal = 0;
static long cand_p = 0, cand_pre = 0, cand_needs = 0, followed = 1, next_checkpoint = 32;
static long found_p = 0, found_pre = 0, found_at = 0;
static int32_t *scratch;

static long needs_for(long p, long n0) { return heaps_left * (n0 > 1 ? n0 : 1) + heaps_left * p + removal; }

static long preperiod_below(long from, long p) {
  long i = from - 1;
  while (i >= 0 && g[i] == g[i + p]) i--;
  return i + 1;
}

/* The least periods of the last `shorter` and the last `longer` values of g[0, to): one prefix
   function of those `longer` values read backwards (a sequence and its reverse have the same periods). */
static void suffix_periods(long to, long shorter, long longer, long *p_short, long *p_long) {
  int32_t *pi = scratch;
  long last = to - 1;
  pi[0] = 0;
  for (long i = 1; i < longer; i++) {
    long j = pi[i - 1];
    uint32_t v = g[last - i];
    while (j > 0 && g[last - j] != v) j = pi[j - 1];
    if (g[last - j] == v) j++;
    pi[i] = (int32_t)j;
  }
  *p_short = shorter - pi[shorter - 1];
  *p_long = longer - pi[longer - 1];
}

/* The candidate of a least period p of g[from, to), with its last exception before from. */
static int candidate_of(long from, long to, long p, long *pre, long *needs) {
  if (to - from < 2 || p >= to - from) return 0;
  *pre = preperiod_below(from, p);
  *needs = needs_for(p, *pre);
  return 1;
}

/* The least period once p is proved from pre: the least divisor of p that holds over one period. */
static void least_period(long done, long p, long from, long needs) {
  for (long d = 1; d < p; d++) {
    if (p % d != 0 || from + p + d > done) continue;
    long n = from;
    while (n < from + p && g[n] == g[n + d]) n++;
    if (n < from + p) continue;
    found_p = d;
    found_pre = preperiod_below(from, d);
    found_at = needs_for(d, found_pre);
    return;
  }
  found_p = p;
  found_pre = from;
  found_at = needs;
}

/* Every period at once (periodProof.ts's provedPeriod), for codes that leave one heap at most. */
static int proved_period(long n) {
  int32_t *z = scratch;
  long left = 0, right = 0;
  for (long i = 1; i < n; i++) {
    long k = i < right ? (right - i < z[i - left] ? right - i : z[i - left]) : 0;
    while (i + k < n && g[n - 1 - k] == g[n - 1 - i - k]) k++;
    z[i] = (int32_t)k;
    if (i + k > right) {
      left = i;
      right = i + k;
    }
  }
  for (long p = 1; heaps_left * p < n; p++) {
    long pre = n - p - z[p];
    long at = heaps_left * (pre > 1 ? pre : 1) + heaps_left * p + removal;
    if (n >= at) {
      found_p = p;
      found_pre = pre;
      found_at = at;
      return 1;
    }
  }
  return 0;
}

/* After each value: follows the candidate, looks for one at a checkpoint; 1 once a period is proved. */
static int follow(long done) {
  if (cand_p) {
    long p = cand_p, n = followed > p ? followed : p;
    for (; n < done && n < cand_needs; n++)
      if (g[n] != g[n - p]) {
        cand_pre = n - p + 1;
        cand_needs = needs_for(p, cand_pre);
      }
    followed = n;
    if (followed >= cand_needs) {
      least_period(done, p, cand_pre, cand_needs);
      return 1;
    }
  }
  if (done < next_checkpoint) return 0;
  next_checkpoint = (long)(done * 1.25 + 0.999999) > done + 1 ? (long)(done * 1.25 + 0.999999) : done + 1;
  if (heaps_left == 1 && done <= (1L << 24)) return proved_period(done);
  long p = 0, pre = 0, needs = 0, hp, hpre, hneeds, quarter = done >> 2 > 1 ? done >> 2 : 1;
  suffix_periods(done, quarter, done - (done >> 1), &p, &hp);
  int fresh = candidate_of(done - (done >> 2), done, p, &pre, &needs);
  if (candidate_of(done >> 1, done, hp, &hpre, &hneeds) && (!fresh || hneeds < needs)) {
    fresh = 1;
    p = hp;
    pre = hpre;
    needs = hneeds;
  }
  if (!fresh || (cand_p && needs >= cand_needs)) return 0;
  cand_p = p;
  cand_pre = pre;
  cand_needs = needs;
  followed = done;
  if (needs > done) return 0;
  least_period(done, p, pre, needs);
  return 1;
}

static int gcd(int a, int b) {
  while (b) {
    int t = a % b;
    a = b;
    b = t;
  }
  return a;
}

static void walsh_hadamard(double *h, int size) {
  for (int len = 1; len < size; len *= 2)
    for (int i = 0; i < size; i += 2 * len)
      for (int k = i; k < i + len; k++) {
        double u = h[k], w = h[k + len];
        h[k] = u + w;
        h[k + len] = u - w;
      }
}

/* The class with fewest rare sizes among G(from..n-1), as bestClass does. */
static void best_class(int from, int n, int t, int twists, int *best_mask, int *best_twist) {
  int size = 1 << bits;
  double *re = calloc(size, sizeof(double)), *ro = calloc(size, sizeof(double));
  double *ae = calloc(size, sizeof(double)), *ao = calloc(size, sizeof(double));
  for (int i = 1; i < n; i++) {
    uint32_t v = g[i];
    if ((i ^ t) & 1) {
      ao[v]++;
      if (i >= from) ro[v]++;
    } else {
      ae[v]++;
      if (i >= from) re[v]++;
    }
  }
  walsh_hadamard(re, size);
  walsh_hadamard(ro, size);
  walsh_hadamard(ae, size);
  walsh_hadamard(ao, size);
  double recent = n - from, all = n - 1, br = recent, ba = all;
  int bm = 0, bt = 0;
  for (int tw = 0; tw <= (twists ? 1 : 0); tw++) {
    double sign = tw ? -1 : 1;
    for (int m = 1; m < size; m++) {
      double r = (recent + re[m] + sign * ro[m]) / 2, a = (all + ae[m] + sign * ao[m]) / 2;
      if (r < br || (r == br && a <= ba)) {
        bm = m;
        bt = tw;
        br = r;
        ba = a;
      }
    }
  }
  free(re);
  free(ro);
  free(ae);
  free(ao);
  if (br * RARE_SHARE > recent) bm = bt = 0;
  *best_mask = bm;
  *best_twist = bt;
}

static void reserve_marks(int size) {
  if (size <= marks_len) return;
  int len = marks_len;
  while (len < size) len *= 2;
  marks = realloc(marks, len * sizeof(int32_t));
  memset(marks + marks_len, 0, (len - marks_len) * sizeof(int32_t));
  marks_len = len;
}

static void classify(void) {
  int top = bits;
  while ((unsigned)mask >> top) top++;
  int size = 2 << top;
  free(parity);
  parity = calloc(size, 1);
  for (int v = 1; v < size; v++) parity[v] = parity[v & (v - 1)] ^ ((v & -v & mask) ? 1 : 0);
  if (hints_len < size * HINTS) {
    hint_a = realloc(hint_a, size * HINTS * sizeof(int32_t));
    hint_b = realloc(hint_b, size * HINTS * sizeof(int32_t));
    memset(hint_a + hints_len, 0, (size * HINTS - hints_len) * sizeof(int32_t));
    memset(hint_b + hints_len, 0, (size * HINTS - hints_len) * sizeof(int32_t));
    hints_len = size * HINTS;
  }
  reserve_marks(size);
}

static void push_rare(int i) {
  if (rare_count == rare_cap) {
    rare_cap = rare_cap ? rare_cap * 2 : 256;
    rare = realloc(rare, rare_cap * sizeof(int32_t));
    rare_value = realloc(rare_value, rare_cap * sizeof(uint32_t));
  }
  rare[rare_count] = i;
  rare_value[rare_count++] = g[i];
}

int main(int argc, char **argv) {
  if (argc < 3 || argc > 4) {
    fprintf(stderr, "usage: sparse CODE COUNT [period|table]\n");
    return 2;
  }
  const char *text = argv[1];
  long count = atol(argv[2]);
  int period_mode = argc == 4 && strcmp(argv[3], "period") == 0;
  int table_mode = argc == 4 && strcmp(argv[3], "table") == 0;
  if (argc == 4 && !period_mode && !table_mode) {
    fprintf(stderr, "usage: sparse CODE COUNT [period|table]\n");
    return 2;
  }
  int searching = period_mode || table_mode;
  /* The code: d0[!].d1[!]d2[!]… */
  int digit[64], distinct[64], k = -1;
  for (const char *c = text; *c; c++) {
    if (*c == '.') continue;
    if (*c == '!') {
      distinct[k] = 1;
      continue;
    }
    k++;
    digit[k] = *c - '0';
    distinct[k] = 0;
  }
  int whole[64], nw = 0, one[64], no = 0, split_j[64], split_d[64], ns = 0;
  digit[0] &= ~3;
  for (int j = 0; j <= k; j++) {
    if ((digit[j] & 1) && j > 0) whole[nw++] = j;
    if ((digit[j] & 2) && j > 0) one[no++] = j;
    if (digit[j] & 4) {
      split_j[ns] = j;
      split_d[ns++] = distinct[j];
    }
  }
  for (int j = 0; j <= k; j++) {
    if (digit[j] & 4) heaps_left = 2;
    if (j > 0 && digit[j]) removal = j;
  }
  int t = ns ? split_j[0] : 0, twists = 1;
  for (int u = 0; u < ns; u++)
    if ((split_j[u] ^ t) & 1) twists = 0;
  int sizes[64], largest[64], rare_below[64];
  memset(rare_below, 0, sizeof rare_below);

  g = calloc(count, sizeof(uint32_t));
  if (searching) scratch = malloc((heaps_left == 1 ? count : count / 2 + 1) * sizeof(int32_t));
  long computed = count;
  marks_len = 64;
  marks = calloc(marks_len, sizeof(int32_t));
  bits = 0;
  mask = 0;
  twist = 0;
  classify();
  int next_mask_at = FIRST_MASK_AT;
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);

  for (long n = 1; n < count; n++) {
    int32_t tag = (int32_t)n;
    for (int i = 0; i < nw; i++)
      if (whole[i] == n) marks[0] = tag;
    for (int i = 0; i < no; i++) {
      long rest = n - one[i];
      if (rest > 0) marks[g[rest]] = tag;
    }
    for (int u = 0; u < ns; u++) {
      long s = n - split_j[u];
      sizes[u] = (int)s;
      largest[u] = split_d[u] ? (int)((s - 1) >> 1) : (int)(s >> 1);
    }
    uint32_t v;
    if (mask == 0) {
      for (int u = 0; u < ns; u++) {
        int s = sizes[u], top = largest[u];
        for (int a = 1; a <= top; a++) marks[g[a] ^ g[s - a]] = tag;
      }
      v = 0;
      while ((int)v < marks_len && marks[v] == tag) v++;
    } else {
      for (int u = 0; u < ns; u++) {
        int s = sizes[u], equal = -1;
        if (split_d[u] && (s & 1) == 0) equal = s >> 1;
        int below = rare_below[u];
        while (below < rare_count && rare[below] < s) below++;
        rare_below[u] = below;
        for (int i = 0; i < below; i++) {
          int r = rare[i];
          if (r != equal) marks[rare_value[i] ^ g[s - r]] = tag;
        }
      }
      int flip = twist & (int)(n ^ t);
      int c = 0;
      while (marks[c] == tag || parity[c] == flip) c++;
      int missing = 0;
      for (int w = 0; w < c; w++) {
        if (marks[w] == tag) continue;
        for (int h = w * HINTS, end = h + HINTS; h < end && marks[w] != tag; h++) {
          int ha = hint_a[h];
          if (ha == 0) break;
          int hb = hint_b[h];
          for (int u = 0; u < ns; u++) {
            int s = sizes[u];
            for (int side = 0; side < 2; side++) {
              int small = side ? s - hb : ha, big = s - small;
              if (small < 1 || big < 1 || (small == big && split_d[u])) continue;
              uint32_t x = g[small] ^ g[big];
              if (marks[x] != tag) {
                marks[x] = tag;
                if ((int)x < w)
                  missing--;
                else if ((int)x == w) {
                  hint_a[h] = small;
                  hint_b[h] = big;
                }
              }
            }
          }
        }
        if (marks[w] != tag) missing++;
      }
      if (missing > 0) {
        int span = 0;
        for (int u = 0; u < ns; u++)
          if (largest[u] > span) span = largest[u];
        int stretches = (span + SCAN_STRETCH - 1) / SCAN_STRETCH;
        int step = (int)(stretches * 0.618);
        if (step < 1) step = 1;
        while (gcd(step, stretches) != 1) step++;
        int stretch = 0;
        for (int i = 0; i < stretches && missing > 0; i++) {
          int lo = 1 + stretch * SCAN_STRETCH;
          for (int u = 0; u < ns && missing > 0; u++) {
            int s = sizes[u], top = largest[u] < lo + SCAN_STRETCH - 1 ? largest[u] : lo + SCAN_STRETCH - 1;
            for (int a = lo; a <= top; a++) {
              uint32_t x = g[a] ^ g[s - a];
              if (marks[x] != tag) {
                marks[x] = tag;
                if ((int)x < c) {
                  int h = x * HINTS;
                  memmove(hint_a + h + 1, hint_a + h, (HINTS - 1) * sizeof(int32_t));
                  memmove(hint_b + h + 1, hint_b + h, (HINTS - 1) * sizeof(int32_t));
                  hint_a[h] = a;
                  hint_b[h] = s - a;
                  if (--missing == 0) break;
                }
              }
            }
          }
          stretch += step;
          if (stretch >= stretches) stretch -= stretches;
        }
      }
      if (missing > 0) {
        v = 0;
        while ((int)v < marks_len && marks[v] == tag) v++;
      } else
        v = c;
    }
    g[n] = v;
    if (v >> bits) {
      while (v >> bits) bits++;
      classify();
      if (n + 1 >= FIRST_MASK_AT) next_mask_at = (int)(n + 1);
    }
    if (mask != 0 && parity[v] == (twist & (int)(n ^ t))) push_rare((int)n);
    if (n + 1 >= next_mask_at) {
      if (bits <= MASK_BITS) {
        int bm, bt;
        best_class((int)((n + 1) >> 1), (int)(n + 1), t, twists, &bm, &bt);
        if (bm != mask || bt != twist) {
          mask = bm;
          twist = bt;
          classify();
          rare_count = 0;
          memset(rare_below, 0, sizeof rare_below);
          if (mask != 0)
            for (long i = 1; i <= n; i++)
              if (parity[g[i]] == (twist & (int)(i ^ t))) push_rare((int)i);
        }
      }
      next_mask_at = 2 * (int)(n + 1) > FIRST_MASK_AT ? 2 * (int)(n + 1) : FIRST_MASK_AT;
    }
    if (searching && follow(n + 1)) {
      computed = n + 1;
      break;
    }
  }
  if (searching && !found_p) {
    next_checkpoint = 0; /* the whole table looked at once more, as periodSearch.ts does */
    follow(computed);
  }
  if (period_mode) count = computed;
  if (table_mode && found_p)
    for (long n = computed; n < count;) {
      /* G(m + span) = G(m) for m >= the preperiod, span a multiple of the period: copies that double */
      long span = (n - found_pre) / found_p * found_p, length = span < count - n ? span : count - n;
      memcpy(g + n, g + n - span, length * sizeof(uint32_t));
      n += length;
    }
  if (table_mode) {
    /* As `table --json` writes its values: a piece at a time, and past the preperiod the text of
       whole periods (20,000 values at least, at most 2^20) made once and written as often as it fits. */
    static char out[1 << 16];
    size_t at = 0;
    out[at++] = '[';
    long from = found_p ? (found_pre > 1 ? found_pre : 1) : count, turn = 0;
    if (from > count) from = count;
    if (found_p) turn = found_p * ((20000 + found_p - 1) / found_p);
    long n = 0;
    for (int pass = 0; pass < 2; pass++) {
      long end = pass == 0 ? from : count;
      if (pass == 1 && turn > 0 && turn <= (1L << 20) && n + turn <= count) {
        fwrite(out, 1, at, stdout);
        at = 0;
        char *text = malloc(turn * 11);
        size_t length = 0;
        for (long m = n; m < n + turn; m++) {
          text[length++] = ',';
          char digits[12];
          int d = 0;
          uint32_t v = g[m];
          do digits[d++] = (char)('0' + v % 10); while ((v /= 10));
          while (d) text[length++] = digits[--d];
        }
        for (; n + turn <= count; n += turn) fwrite(text, 1, length, stdout);
        free(text);
      }
      for (; n < end; n++) {
        if (at > sizeof out - 16) {
          fwrite(out, 1, at, stdout);
          at = 0;
        }
        if (n) out[at++] = ',';
        char digits[12];
        int d = 0;
        uint32_t v = g[n];
        do digits[d++] = (char)('0' + v % 10); while ((v /= 10));
        while (d) out[at++] = digits[--d];
      }
    }
    out[at++] = ']';
    out[at++] = '\n';
    fwrite(out, 1, at, stdout);
    fflush(stdout);
  }
  clock_gettime(CLOCK_MONOTONIC, &t1);
  uint32_t top = 0;
  int32_t hash = 0;
  for (long n = 0; n < count; n++) {
    if (g[n] > top) top = g[n];
    hash = (int32_t)((uint32_t)hash * 31u + g[n]);
  }
  double ms = (t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_nsec - t0.tv_nsec) / 1e6;
  fprintf(searching ? stderr : stdout, "{\"values\":%ld,\"computed\":%ld,\"largest\":%u,\"hash\":%d,\"ms\":%.1f", count,
          computed, top, hash, ms);
  if (searching) fprintf(stderr, ",\"period\":%ld,\"preperiod\":%ld,\"provedAt\":%ld", found_p, found_pre, found_at);
  fprintf(searching ? stderr : stdout, "}\n");
  return 0;
}
