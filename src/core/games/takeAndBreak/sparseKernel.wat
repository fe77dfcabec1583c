;; The inner loop of the sparse-space table (grundyTable.ts, `sparseTable`), as WebAssembly: the
;; same three steps, the same hints and the same scattered scan, so the same values and the same
;; work, value after value. Written by hand because the loop is all the time of a research-scale
;; table and WebAssembly runs it without the typed arrays' bounds checks (about 1.5 times faster
;; than the TypeScript here). sparseKernel.ts drives it: it lays out the memory, chooses and
;; revises the sparse space, and grows the arrays; `run` stops whenever the driver has to act.
;;
;; Assembled by `npm run wasm` (wabt) into sparseKernelBytes.ts; a test checks that the two agree.
;;
;; The header: i32 slots at the start of the memory, byte offsets of the arrays and the state.
;;   0 g (u32 values)       1 marks (i32)          2 marks' length     3 parity (u8)
;;   4 hint a (i32)         5 hint b (i32)         6 rare sizes (i32)  7 rare values (u32)
;;   8 rare count           9 rare capacity       10 one-heap j (i32) 11 their count
;;  12 splitting j (i32)   13 distinct (i32)      14 their count      15 sizes (i32)
;;  16 largest (i32)       17 rare below (i32)    18 whole j (i32)    19 their count
;;  20 halves j (i32)      21 their count         22 mask             23 twist
;;  24 t                   25 bits
;; then two f64 at bytes 104 and 112: the work so far, and the work at which to stop for a look
;; (doubles, as the TypeScript counts: one value's scan can pass 2^31 pairs).
(module
  (import "env" "memory" (memory 1 65536))

  ;; The least value not marked with the tag.
  (func $mex (param $marks i32) (param $len i32) (param $tag i32) (result i32)
    (local $v i32)
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $v) (local.get $len)))
        (br_if $done
          (i32.ne (i32.load (i32.add (local.get $marks) (i32.shl (local.get $v) (i32.const 2))))
                  (local.get $tag)))
        (local.set $v (i32.add (local.get $v) (i32.const 1)))
        (br $next)))
    (local.get $v))

  ;; Step 1 for the rare sizes from … to − 1 below s: G(r) ⊕ G(s − r) marked. Called with the
  ;; addresses of rare[from], rare values[from], G(s) and rare[to]; four sizes a turn while four are
  ;; left (the loop's own test and V8's check at each turn are a good part of so short a body).
  (func $markRare (param $marks i32) (param $tag i32) (param $pr i32) (param $pv i32) (param $gs i32)
        (param $end i32)
    (block $fours
      (loop $four
        (br_if $fours (i32.gt_u (i32.add (local.get $pr) (i32.const 16)) (local.get $end)))
        (i32.store
          (i32.add (local.get $marks)
            (i32.shl
              (i32.xor (i32.load (local.get $pv))
                (i32.load (i32.sub (local.get $gs) (i32.shl (i32.load (local.get $pr)) (i32.const 2)))))
              (i32.const 2)))
          (local.get $tag))
        (i32.store
          (i32.add (local.get $marks)
            (i32.shl
              (i32.xor (i32.load offset=4 (local.get $pv))
                (i32.load (i32.sub (local.get $gs) (i32.shl (i32.load offset=4 (local.get $pr)) (i32.const 2)))))
              (i32.const 2)))
          (local.get $tag))
        (i32.store
          (i32.add (local.get $marks)
            (i32.shl
              (i32.xor (i32.load offset=8 (local.get $pv))
                (i32.load (i32.sub (local.get $gs) (i32.shl (i32.load offset=8 (local.get $pr)) (i32.const 2)))))
              (i32.const 2)))
          (local.get $tag))
        (i32.store
          (i32.add (local.get $marks)
            (i32.shl
              (i32.xor (i32.load offset=12 (local.get $pv))
                (i32.load (i32.sub (local.get $gs) (i32.shl (i32.load offset=12 (local.get $pr)) (i32.const 2)))))
              (i32.const 2)))
          (local.get $tag))
        (local.set $pr (i32.add (local.get $pr) (i32.const 16)))
        (local.set $pv (i32.add (local.get $pv) (i32.const 16)))
        (br $four)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $pr) (local.get $end)))
        (i32.store
          (i32.add (local.get $marks)
            (i32.shl
              (i32.xor (i32.load (local.get $pv))
                (i32.load (i32.sub (local.get $gs) (i32.shl (i32.load (local.get $pr)) (i32.const 2)))))
              (i32.const 2)))
          (local.get $tag))
        (local.set $pr (i32.add (local.get $pr) (i32.const 4)))
        (local.set $pv (i32.add (local.get $pv) (i32.const 4)))
        (br $next))))

  ;; Every split of s into a and s − a, a = 1 … top, marked (the plain table: mask 0).
  (func $markSplits (param $marks i32) (param $tag i32) (param $g i32) (param $s i32) (param $top i32)
    (local $pa i32) (local $pb i32) (local $end i32)
    (if (i32.lt_s (local.get $top) (i32.const 1)) (then (return)))
    (local.set $pa (i32.add (local.get $g) (i32.const 4)))
    (local.set $pb (i32.add (local.get $g) (i32.shl (i32.sub (local.get $s) (i32.const 1)) (i32.const 2))))
    (local.set $end (i32.add (local.get $g) (i32.shl (local.get $top) (i32.const 2))))
    (block $done
      (loop $next
        (br_if $done (i32.gt_u (local.get $pa) (local.get $end)))
        (i32.store
          (i32.add (local.get $marks)
            (i32.shl (i32.xor (i32.load (local.get $pa)) (i32.load (local.get $pb))) (i32.const 2)))
          (local.get $tag))
        (local.set $pa (i32.add (local.get $pa) (i32.const 4)))
        (local.set $pb (i32.sub (local.get $pb) (i32.const 4)))
        (br $next))))

  (func $gcd (param $a i32) (param $b i32) (result i32)
    (local $r i32)
    (block $done
      (loop $next
        (br_if $done (i32.eqz (local.get $b)))
        (local.set $r (i32.rem_u (local.get $a) (local.get $b)))
        (local.set $a (local.get $b))
        (local.set $b (local.get $r))
        (br $next)))
    (local.get $a))

  ;; Step 2 for the rare values w < c not met yet: each tried at its hints (a pair of heaps met
  ;; before), the smaller heap kept, then the larger. Returns how many are still missing; the hints
  ;; tried are left in $hintsTried (two pairs a split each, for the work). A function of its own, so
  ;; that its loop keeps its few values in registers.
  (global $hintsTried (mut i32) (i32.const 0))
  (func $hinted (param $marks i32) (param $tag i32) (param $c i32) (param $hintA i32) (param $hintB i32)
        (param $g i32) (param $sizes i32) (param $distinct i32) (param $splits i32) (result i32)
    (local $missing i32) (local $tried i32) (local $w i32) (local $hp i32) (local $hq i32) (local $hend i32)
    (local $ha i32) (local $hb i32) (local $u i32) (local $s i32) (local $d i32) (local $small i32)
    (local $big i32) (local $x i32) (local $mw i32)
    (block $d10 (loop $l10
      (br_if $d10 (i32.ge_s (local.get $w) (local.get $c)))
      (local.set $mw (i32.add (local.get $marks) (i32.shl (local.get $w) (i32.const 2))))
      (if (i32.ne (i32.load (local.get $mw)) (local.get $tag))
        (then
          (local.set $hp (i32.add (local.get $hintA) (i32.mul (local.get $w) (i32.const 24))))
          (local.set $hq (i32.add (local.get $hintB) (i32.mul (local.get $w) (i32.const 24))))
          (local.set $hend (i32.add (local.get $hp) (i32.const 24)))
          (block $d11 (loop $l11
            (br_if $d11 (i32.ge_u (local.get $hp) (local.get $hend)))
            (br_if $d11 (i32.eq (i32.load (local.get $mw)) (local.get $tag)))
            (local.set $ha (i32.load (local.get $hp)))
            (br_if $d11 (i32.eqz (local.get $ha)))
            (local.set $hb (i32.load (local.get $hq)))
            (local.set $tried (i32.add (local.get $tried) (i32.const 1)))
            (local.set $u (i32.const 0))
            (block $d12 (loop $l12
              (br_if $d12 (i32.ge_s (local.get $u) (local.get $splits)))
              (local.set $s (i32.load (i32.add (local.get $sizes) (i32.shl (local.get $u) (i32.const 2)))))
              (local.set $d (i32.load (i32.add (local.get $distinct) (i32.shl (local.get $u) (i32.const 2)))))
              ;; The smaller heap kept: ha and s − ha.
              (local.set $small (local.get $ha))
              (local.set $big (i32.sub (local.get $s) (local.get $ha)))
              (block $skipA
                (br_if $skipA (i32.lt_s (local.get $big) (i32.const 1)))
                (if (local.get $d) (then (br_if $skipA (i32.eq (local.get $small) (local.get $big)))))
                (local.set $x (i32.xor
                  (i32.load (i32.add (local.get $g) (i32.shl (local.get $small) (i32.const 2))))
                  (i32.load (i32.add (local.get $g) (i32.shl (local.get $big) (i32.const 2))))))
                (br_if $skipA (i32.eq (i32.load (i32.add (local.get $marks) (i32.shl (local.get $x) (i32.const 2))))
                                      (local.get $tag)))
                (i32.store (i32.add (local.get $marks) (i32.shl (local.get $x) (i32.const 2))) (local.get $tag))
                (if (i32.lt_u (local.get $x) (local.get $w))
                  (then (local.set $missing (i32.sub (local.get $missing) (i32.const 1))))
                  (else
                    (if (i32.eq (local.get $x) (local.get $w))
                      (then
                        (i32.store (local.get $hp) (local.get $small))
                        (i32.store (local.get $hq) (local.get $big)))))))
              ;; The larger heap kept: s − hb and hb.
              (local.set $small (i32.sub (local.get $s) (local.get $hb)))
              (local.set $big (local.get $hb))
              (block $skipB
                (br_if $skipB (i32.lt_s (local.get $small) (i32.const 1)))
                (if (local.get $d) (then (br_if $skipB (i32.eq (local.get $small) (local.get $big)))))
                (local.set $x (i32.xor
                  (i32.load (i32.add (local.get $g) (i32.shl (local.get $small) (i32.const 2))))
                  (i32.load (i32.add (local.get $g) (i32.shl (local.get $big) (i32.const 2))))))
                (br_if $skipB (i32.eq (i32.load (i32.add (local.get $marks) (i32.shl (local.get $x) (i32.const 2))))
                                      (local.get $tag)))
                (i32.store (i32.add (local.get $marks) (i32.shl (local.get $x) (i32.const 2))) (local.get $tag))
                (if (i32.lt_u (local.get $x) (local.get $w))
                  (then (local.set $missing (i32.sub (local.get $missing) (i32.const 1))))
                  (else
                    (if (i32.eq (local.get $x) (local.get $w))
                      (then
                        (i32.store (local.get $hp) (local.get $small))
                        (i32.store (local.get $hq) (local.get $big)))))))
              (local.set $u (i32.add (local.get $u) (i32.const 1)))
              (br $l12)))
            (local.set $hp (i32.add (local.get $hp) (i32.const 4)))
            (local.set $hq (i32.add (local.get $hq) (i32.const 4)))
            (br $l11)))
          (if (i32.ne (i32.load (local.get $mw)) (local.get $tag))
            (then (local.set $missing (i32.add (local.get $missing) (i32.const 1)))))))
      (local.set $w (i32.add (local.get $w) (i32.const 1)))
      (br $l10)))
    (global.set $hintsTried (local.get $tried))
    (local.get $missing))

  ;; G(n) … for n from `n` on, until `end` or until the driver must act: a value with a new top
  ;; bit, a rare size with no room left, or the work reaching the next look. Returns the next n.
  (func (export "run") (param $n i32) (param $end i32) (result i32)
    (local $g i32) (local $marks i32) (local $marksLen i32) (local $parity i32)
    (local $hintA i32) (local $hintB i32) (local $rare i32) (local $rarev i32)
    (local $rareCount i32) (local $rareCap i32) (local $one i32) (local $ones i32)
    (local $splitJ i32) (local $distinct i32) (local $splits i32) (local $sizes i32)
    (local $largest i32) (local $rareBelow i32) (local $whole i32) (local $wholes i32)
    (local $halves i32) (local $halvesN i32) (local $mask i32) (local $twist i32)
    (local $t i32) (local $bits i32) (local $work f64) (local $check f64)
    (local $tag i32) (local $i i32) (local $u i32) (local $s i32) (local $r i32) (local $top i32)
    (local $equal i32) (local $below i32) (local $middle i32) (local $high i32) (local $mid i32)
    (local $flip i32) (local $c i32) (local $missing i32) (local $w i32) (local $h i32)
    (local $ha i32) (local $hb i32) (local $x i32) (local $span i32) (local $stretches i32) (local $step i32)
    (local $stretch i32) (local $lo i32) (local $a i32) (local $ga i32) (local $gb i32)
    (local $v i32) (local $p i32)
    (local.set $g (i32.load (i32.const 0)))
    (local.set $marks (i32.load (i32.const 4)))
    (local.set $marksLen (i32.load (i32.const 8)))
    (local.set $parity (i32.load (i32.const 12)))
    (local.set $hintA (i32.load (i32.const 16)))
    (local.set $hintB (i32.load (i32.const 20)))
    (local.set $rare (i32.load (i32.const 24)))
    (local.set $rarev (i32.load (i32.const 28)))
    (local.set $rareCount (i32.load (i32.const 32)))
    (local.set $rareCap (i32.load (i32.const 36)))
    (local.set $one (i32.load (i32.const 40)))
    (local.set $ones (i32.load (i32.const 44)))
    (local.set $splitJ (i32.load (i32.const 48)))
    (local.set $distinct (i32.load (i32.const 52)))
    (local.set $splits (i32.load (i32.const 56)))
    (local.set $sizes (i32.load (i32.const 60)))
    (local.set $largest (i32.load (i32.const 64)))
    (local.set $rareBelow (i32.load (i32.const 68)))
    (local.set $whole (i32.load (i32.const 72)))
    (local.set $wholes (i32.load (i32.const 76)))
    (local.set $halves (i32.load (i32.const 80)))
    (local.set $halvesN (i32.load (i32.const 84)))
    (local.set $mask (i32.load (i32.const 88)))
    (local.set $twist (i32.load (i32.const 92)))
    (local.set $t (i32.load (i32.const 96)))
    (local.set $bits (i32.load (i32.const 100)))
    (local.set $work (f64.load (i32.const 104)))
    (local.set $check (f64.load (i32.const 112)))

    (block $stop
      (loop $value
        (local.set $tag (local.get $n))
        ;; The moves that leave no heap or one heap, and two equal heaps.
        (local.set $i (i32.const 0))
        (block $d1 (loop $l1
          (br_if $d1 (i32.ge_s (local.get $i) (local.get $wholes)))
          (if (i32.eq (i32.load (i32.add (local.get $whole) (i32.shl (local.get $i) (i32.const 2))))
                      (local.get $n))
            (then (i32.store (local.get $marks) (local.get $tag))))
          (local.set $i (i32.add (local.get $i) (i32.const 1)))
          (br $l1)))
        (local.set $i (i32.const 0))
        (block $d2 (loop $l2
          (br_if $d2 (i32.ge_s (local.get $i) (local.get $ones)))
          (local.set $r (i32.sub (local.get $n)
            (i32.load (i32.add (local.get $one) (i32.shl (local.get $i) (i32.const 2))))))
          (if (i32.gt_s (local.get $r) (i32.const 0))
            (then
              (i32.store
                (i32.add (local.get $marks)
                  (i32.shl (i32.load (i32.add (local.get $g) (i32.shl (local.get $r) (i32.const 2))))
                           (i32.const 2)))
                (local.get $tag))))
          (local.set $i (i32.add (local.get $i) (i32.const 1)))
          (br $l2)))
        (local.set $i (i32.const 0))
        (block $d3 (loop $l3
          (br_if $d3 (i32.ge_s (local.get $i) (local.get $halvesN)))
          (local.set $r (i32.sub (local.get $n)
            (i32.load (i32.add (local.get $halves) (i32.shl (local.get $i) (i32.const 2))))))
          (if (i32.and (i32.ge_s (local.get $r) (i32.const 2))
                       (i32.eqz (i32.and (local.get $r) (i32.const 1))))
            (then (i32.store (local.get $marks) (local.get $tag))))
          (local.set $i (i32.add (local.get $i) (i32.const 1)))
          (br $l3)))
        ;; The heaps n − j to split, and the largest smaller heap of each.
        (local.set $u (i32.const 0))
        (block $d4 (loop $l4
          (br_if $d4 (i32.ge_s (local.get $u) (local.get $splits)))
          (local.set $p (i32.shl (local.get $u) (i32.const 2)))
          (local.set $s (i32.sub (local.get $n) (i32.load (i32.add (local.get $splitJ) (local.get $p)))))
          (i32.store (i32.add (local.get $sizes) (local.get $p)) (local.get $s))
          (i32.store (i32.add (local.get $largest) (local.get $p))
            (if (result i32) (i32.load (i32.add (local.get $distinct) (local.get $p)))
              (then (i32.shr_s (i32.sub (local.get $s) (i32.const 1)) (i32.const 1)))
              (else (i32.shr_s (local.get $s) (i32.const 1)))))
          (local.set $u (i32.add (local.get $u) (i32.const 1)))
          (br $l4)))

        (if (i32.eqz (local.get $mask))
          (then
            ;; Every size is rare: all the splits (work: a third of a pair each, as the TypeScript).
            (local.set $u (i32.const 0))
            (block $d5 (loop $l5
              (br_if $d5 (i32.ge_s (local.get $u) (local.get $splits)))
              (local.set $p (i32.shl (local.get $u) (i32.const 2)))
              (local.set $top (i32.load (i32.add (local.get $largest) (local.get $p))))
              (call $markSplits (local.get $marks) (local.get $tag) (local.get $g)
                (i32.load (i32.add (local.get $sizes) (local.get $p))) (local.get $top))
              ;; ⌈top / 3⌉, negative too (a split of a heap below j): div_s rounds toward zero.
              (local.set $work (f64.add (local.get $work) (f64.convert_i32_s
                (if (result i32) (i32.gt_s (local.get $top) (i32.const 0))
                  (then (i32.div_s (i32.add (local.get $top) (i32.const 2)) (i32.const 3)))
                  (else (i32.div_s (local.get $top) (i32.const 3)))))))
              (local.set $u (i32.add (local.get $u) (i32.const 1)))
              (br $l5)))
            (local.set $v (call $mex (local.get $marks) (local.get $marksLen) (local.get $tag))))
          (else
            ;; 1. The splits with a rare heap: every common option.
            (local.set $u (i32.const 0))
            (block $d6 (loop $l6
              (br_if $d6 (i32.ge_s (local.get $u) (local.get $splits)))
              (local.set $p (i32.shl (local.get $u) (i32.const 2)))
              (local.set $s (i32.load (i32.add (local.get $sizes) (local.get $p))))
              (local.set $equal (i32.const -1))
              (if (i32.and (i32.ne (i32.load (i32.add (local.get $distinct) (local.get $p))) (i32.const 0))
                           (i32.eqz (i32.and (local.get $s) (i32.const 1))))
                (then (local.set $equal (i32.shr_s (local.get $s) (i32.const 1)))))
              (local.set $below (i32.load (i32.add (local.get $rareBelow) (local.get $p))))
              (block $d7 (loop $l7
                (br_if $d7 (i32.ge_s (local.get $below) (local.get $rareCount)))
                (br_if $d7 (i32.ge_s
                  (i32.load (i32.add (local.get $rare) (i32.shl (local.get $below) (i32.const 2))))
                  (local.get $s)))
                (local.set $below (i32.add (local.get $below) (i32.const 1)))
                (br $l7)))
              (i32.store (i32.add (local.get $rareBelow) (local.get $p)) (local.get $below))
              (if (i32.lt_s (local.get $equal) (i32.const 0))
                (then
                  (call $markRare (local.get $marks) (local.get $tag)
                    (i32.add (local.get $rare) (i32.shl (i32.const 0) (i32.const 2)))
                    (i32.add (local.get $rarev) (i32.shl (i32.const 0) (i32.const 2)))
                    (i32.add (local.get $g) (i32.shl (local.get $s) (i32.const 2)))
                    (i32.add (local.get $rare) (i32.shl (local.get $below) (i32.const 2)))))
                (else
                  ;; The rare sizes are increasing: those below s/2, then those above it.
                  (local.set $middle (i32.const 0))
                  (local.set $high (local.get $below))
                  (block $d8 (loop $l8
                    (br_if $d8 (i32.ge_s (local.get $middle) (local.get $high)))
                    (local.set $mid (i32.shr_u (i32.add (local.get $middle) (local.get $high)) (i32.const 1)))
                    (if (i32.lt_s
                          (i32.load (i32.add (local.get $rare) (i32.shl (local.get $mid) (i32.const 2))))
                          (local.get $equal))
                      (then (local.set $middle (i32.add (local.get $mid) (i32.const 1))))
                      (else (local.set $high (local.get $mid))))
                    (br $l8)))
                  (call $markRare (local.get $marks) (local.get $tag)
                    (i32.add (local.get $rare) (i32.shl (i32.const 0) (i32.const 2)))
                    (i32.add (local.get $rarev) (i32.shl (i32.const 0) (i32.const 2)))
                    (i32.add (local.get $g) (i32.shl (local.get $s) (i32.const 2)))
                    (i32.add (local.get $rare) (i32.shl (local.get $middle) (i32.const 2))))
                  (if (i32.lt_s (local.get $middle) (local.get $below))
                    (then
                      (if (i32.eq
                            (i32.load (i32.add (local.get $rare) (i32.shl (local.get $middle) (i32.const 2))))
                            (local.get $equal))
                        (then (local.set $middle (i32.add (local.get $middle) (i32.const 1)))))))
                  (call $markRare (local.get $marks) (local.get $tag)
                    (i32.add (local.get $rare) (i32.shl (local.get $middle) (i32.const 2)))
                    (i32.add (local.get $rarev) (i32.shl (local.get $middle) (i32.const 2)))
                    (i32.add (local.get $g) (i32.shl (local.get $s) (i32.const 2)))
                    (i32.add (local.get $rare) (i32.shl (local.get $below) (i32.const 2))))))
              (local.set $work (f64.add (local.get $work) (f64.convert_i32_s (local.get $below))))
              (local.set $u (i32.add (local.get $u) (i32.const 1)))
              (br $l6)))

            ;; 2. c, then the rare values below it not met yet, tried first at their hints.
            (local.set $flip (i32.and (local.get $twist) (i32.xor (local.get $n) (local.get $t))))
            (local.set $c (i32.const 0))
            (block $d9 (loop $l9
              (if (i32.ne (i32.load (i32.add (local.get $marks) (i32.shl (local.get $c) (i32.const 2))))
                          (local.get $tag))
                (then
                  (br_if $d9 (i32.ne (i32.load8_u (i32.add (local.get $parity) (local.get $c)))
                                     (local.get $flip)))))
              (local.set $c (i32.add (local.get $c) (i32.const 1)))
              (br $l9)))
            (local.set $missing
              (call $hinted (local.get $marks) (local.get $tag) (local.get $c) (local.get $hintA)
                (local.get $hintB) (local.get $g) (local.get $sizes) (local.get $distinct) (local.get $splits)))
            (local.set $work (f64.add (local.get $work)
              (f64.convert_i32_s (i32.mul (global.get $hintsTried) (i32.shl (local.get $splits) (i32.const 1))))))
            (local.set $work (f64.add (local.get $work) (f64.convert_i32_s (local.get $c))))

            ;; 3. Those among all the splits, in stretches of 32 smaller heaps in a scattered order.
            (if (i32.gt_s (local.get $missing) (i32.const 0))
              (then
                (local.set $span (i32.const 0))
                (local.set $u (i32.const 0))
                (block $d14 (loop $l14
                  (br_if $d14 (i32.ge_s (local.get $u) (local.get $splits)))
                  (local.set $top (i32.load (i32.add (local.get $largest) (i32.shl (local.get $u) (i32.const 2)))))
                  (if (i32.gt_s (local.get $top) (local.get $span)) (then (local.set $span (local.get $top))))
                  (local.set $u (i32.add (local.get $u) (i32.const 1)))
                  (br $l14)))
                (local.set $stretches (i32.shr_u (i32.add (local.get $span) (i32.const 31)) (i32.const 5)))
                (local.set $step
                  (i32.trunc_f64_s (f64.mul (f64.convert_i32_s (local.get $stretches)) (f64.const 0.618))))
                (if (i32.lt_s (local.get $step) (i32.const 1)) (then (local.set $step (i32.const 1))))
                (block $d15 (loop $l15
                  (br_if $d15 (i32.eq (call $gcd (local.get $step) (local.get $stretches)) (i32.const 1)))
                  (local.set $step (i32.add (local.get $step) (i32.const 1)))
                  (br $l15)))
                (local.set $stretch (i32.const 0))
                (local.set $i (i32.const 0))
                (block $scan (loop $l16
                  (br_if $scan (i32.ge_s (local.get $i) (local.get $stretches)))
                  (local.set $lo (i32.add (i32.const 1) (i32.shl (local.get $stretch) (i32.const 5))))
                  (local.set $u (i32.const 0))
                  (block $d17 (loop $l17
                    (br_if $d17 (i32.ge_s (local.get $u) (local.get $splits)))
                    (local.set $p (i32.shl (local.get $u) (i32.const 2)))
                    (local.set $s (i32.load (i32.add (local.get $sizes) (local.get $p))))
                    (local.set $top (i32.load (i32.add (local.get $largest) (local.get $p))))
                    (if (i32.gt_s (local.get $top) (i32.add (local.get $lo) (i32.const 31)))
                      (then (local.set $top (i32.add (local.get $lo) (i32.const 31)))))
                    (local.set $work (f64.add (local.get $work) (f64.convert_i32_s
                      (i32.add (i32.sub (local.get $top) (local.get $lo)) (i32.const 1)))))
                    (local.set $a (local.get $lo))
                    (block $d18 (loop $l18
                      (br_if $d18 (i32.gt_s (local.get $a) (local.get $top)))
                      ;; Four pairs a test while all four were met (the usual case).
                      (block $d19 (loop $l19
                        (br_if $d19 (i32.gt_s (i32.add (local.get $a) (i32.const 3)) (local.get $top)))
                        (local.set $ga (i32.add (local.get $g) (i32.shl (local.get $a) (i32.const 2))))
                        (local.set $gb (i32.add (local.get $g)
                          (i32.shl (i32.sub (local.get $s) (local.get $a)) (i32.const 2))))
                        (br_if $d19 (i32.ne
                          (i32.load (i32.add (local.get $marks)
                            (i32.shl (i32.xor (i32.load (local.get $ga)) (i32.load (local.get $gb))) (i32.const 2))))
                          (local.get $tag)))
                        (br_if $d19 (i32.ne
                          (i32.load (i32.add (local.get $marks)
                            (i32.shl (i32.xor (i32.load offset=4 (local.get $ga))
                                              (i32.load (i32.sub (local.get $gb) (i32.const 4)))) (i32.const 2))))
                          (local.get $tag)))
                        (br_if $d19 (i32.ne
                          (i32.load (i32.add (local.get $marks)
                            (i32.shl (i32.xor (i32.load offset=8 (local.get $ga))
                                              (i32.load (i32.sub (local.get $gb) (i32.const 8)))) (i32.const 2))))
                          (local.get $tag)))
                        (br_if $d19 (i32.ne
                          (i32.load (i32.add (local.get $marks)
                            (i32.shl (i32.xor (i32.load offset=12 (local.get $ga))
                                              (i32.load (i32.sub (local.get $gb) (i32.const 12)))) (i32.const 2))))
                          (local.get $tag)))
                        (local.set $a (i32.add (local.get $a) (i32.const 4)))
                        (br $l19)))
                      (br_if $d18 (i32.gt_s (local.get $a) (local.get $top)))
                      (local.set $x (i32.xor
                        (i32.load (i32.add (local.get $g) (i32.shl (local.get $a) (i32.const 2))))
                        (i32.load (i32.add (local.get $g) (i32.shl (i32.sub (local.get $s) (local.get $a)) (i32.const 2))))))
                      (if (i32.ne (i32.load (i32.add (local.get $marks) (i32.shl (local.get $x) (i32.const 2))))
                                  (local.get $tag))
                        (then
                          (i32.store (i32.add (local.get $marks) (i32.shl (local.get $x) (i32.const 2)))
                            (local.get $tag))
                          (if (i32.lt_u (local.get $x) (local.get $c))
                            (then
                              ;; The newest hint first: the others move one place down.
                              (local.set $h (i32.shl (i32.mul (local.get $x) (i32.const 6)) (i32.const 2)))
                              (local.set $ha (i32.add (local.get $hintA) (local.get $h)))
                              (local.set $hb (i32.add (local.get $hintB) (local.get $h)))
                              (i32.store offset=20 (local.get $ha) (i32.load offset=16 (local.get $ha)))
                              (i32.store offset=16 (local.get $ha) (i32.load offset=12 (local.get $ha)))
                              (i32.store offset=12 (local.get $ha) (i32.load offset=8 (local.get $ha)))
                              (i32.store offset=8 (local.get $ha) (i32.load offset=4 (local.get $ha)))
                              (i32.store offset=4 (local.get $ha) (i32.load (local.get $ha)))
                              (i32.store (local.get $ha) (local.get $a))
                              (i32.store offset=20 (local.get $hb) (i32.load offset=16 (local.get $hb)))
                              (i32.store offset=16 (local.get $hb) (i32.load offset=12 (local.get $hb)))
                              (i32.store offset=12 (local.get $hb) (i32.load offset=8 (local.get $hb)))
                              (i32.store offset=8 (local.get $hb) (i32.load offset=4 (local.get $hb)))
                              (i32.store offset=4 (local.get $hb) (i32.load (local.get $hb)))
                              (i32.store (local.get $hb) (i32.sub (local.get $s) (local.get $a)))
                              (local.set $missing (i32.sub (local.get $missing) (i32.const 1)))
                              (br_if $scan (i32.eqz (local.get $missing)))))))
                      (local.set $a (i32.add (local.get $a) (i32.const 1)))
                      (br $l18)))
                    (local.set $u (i32.add (local.get $u) (i32.const 1)))
                    (br $l17)))
                  (local.set $stretch (i32.add (local.get $stretch) (local.get $step)))
                  (if (i32.ge_s (local.get $stretch) (local.get $stretches))
                    (then (local.set $stretch (i32.sub (local.get $stretch) (local.get $stretches)))))
                  (local.set $i (i32.add (local.get $i) (i32.const 1)))
                  (br $l16)))))
            (local.set $v
              (if (result i32) (i32.gt_s (local.get $missing) (i32.const 0))
                (then (call $mex (local.get $marks) (local.get $marksLen) (local.get $tag)))
                (else (local.get $c))))))

        (i32.store (i32.add (local.get $g) (i32.shl (local.get $n) (i32.const 2))) (local.get $v))
        (local.set $work (f64.add (local.get $work) (f64.const 1)))
        (local.set $n (i32.add (local.get $n) (i32.const 1)))
        ;; A new top bit: the driver grows the parity table (and files the size).
        (br_if $stop (i32.ne (i32.shr_u (local.get $v) (local.get $bits)) (i32.const 0)))
        (if (i32.ne (local.get $mask) (i32.const 0))
          (then
            (if (i32.eq (i32.load8_u (i32.add (local.get $parity) (local.get $v)))
                        (i32.and (local.get $twist) (i32.xor (i32.sub (local.get $n) (i32.const 1)) (local.get $t))))
              (then
                ;; A rare size: filed here, or by the driver when there is no room.
                (br_if $stop (i32.eq (local.get $rareCount) (local.get $rareCap)))
                (i32.store (i32.add (local.get $rare) (i32.shl (local.get $rareCount) (i32.const 2)))
                  (i32.sub (local.get $n) (i32.const 1)))
                (i32.store (i32.add (local.get $rarev) (i32.shl (local.get $rareCount) (i32.const 2)))
                  (local.get $v))
                (local.set $rareCount (i32.add (local.get $rareCount) (i32.const 1)))))))
        (br_if $stop (f64.ge (local.get $work) (local.get $check)))
        (br_if $value (i32.lt_s (local.get $n) (local.get $end)))))
    (i32.store (i32.const 32) (local.get $rareCount))
    (f64.store (i32.const 104) (local.get $work))
    (local.get $n))
)
