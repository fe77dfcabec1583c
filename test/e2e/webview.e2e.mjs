// The play panel's webview on its own in Chromium, with the VS Code API stubbed by a fake host
// that runs the real game state machine and message validation.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import { env, root, screenshots } from './env.mjs';

const pageUrl = (rules, heaps) =>
  `${pathToFileURL(join(root, 'test', 'webview', 'page.html'))}?rules=${encodeURIComponent(rules)}&heaps=${heaps.join(',')}`;

describe('browser: the play webview on its own', function () {
  this.timeout(60_000);
  let page;
  before(() => {
    buildSync({
      entryPoints: [join(root, 'test', 'webview', 'fakeHost.ts')],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      outfile: join(root, 'out', 'webview-test', 'fakeHost.js'),
      logLevel: 'warning',
    });
  });
  beforeEach(async () => {
    page = await env.browser.newPage({ viewport: { width: 900, height: 700 } });
  });
  afterEach(async () => {
    await page.close();
  });

  it('sends the ready handshake and renders the state it gets back', async () => {
    await page.goto(pageUrl('nim', [3, 4, 5]));
    await page.locator('.status', { hasText: 'You to move' }).waitFor();
    assert.deepEqual(await page.evaluate(() => window.nimLensHost.sent[0]), { type: 'ready' });
    assert.equal(await page.locator('.heap').count(), 3);
    assert.equal(await page.locator('.heap').nth(2).locator('button.token').count(), 5);
    assert.equal(await page.locator('[aria-live="polite"]').count(), 1, "a live region for the computer's moves");
  });

  it('moves by pointer: clicking a token takes it and every token above', async () => {
    await page.goto(pageUrl('nim', [3, 4, 5]));
    await page.getByRole('button', { name: 'Take 2 from heap 1' }).click();
    await page.locator('#notice', { hasText: 'The computer played' }).waitFor();
    const sent = await page.evaluate(() => window.nimLensHost.sent);
    assert.deepEqual(sent[1], { type: 'intent', intent: { kind: 'act', act: 'take', args: ['0', '2'] } });
    assert.equal(await page.locator('.history li').count(), 2);
    // The computer's reply is marked on the heap it took from: the tokens it took, as outlines.
    assert.ok((await page.locator('.heap .token.gone').count()) >= 1, 'the last move drawn on its heap');
    await page.screenshot({ path: join(screenshots, 'play-last-move.png') });
  });

  it('marks the hint on the pieces: the token that plays it, ringed and named', async () => {
    await page.goto(pageUrl('nim', [1, 2]));
    await page.locator('.status', { hasText: 'You to move' }).waitFor();
    assert.equal(await page.locator('button.hinted').count(), 0);
    await page.locator('#hint').click();
    await page.locator('#hint-text', { hasText: 'take 1 from heap 2' }).waitFor();
    assert.equal(await page.locator('button.token.hinted').count(), 1);
    assert.equal(await page.locator('button.token.hinted').getAttribute('aria-label'), 'Take 1 from heap 2 (the hint)');
    const ring = await page.locator('button.token.hinted').evaluate((e) => getComputedStyle(e).outlineStyle);
    assert.equal(ring, 'dashed');
  });

  it('moves by keyboard, refuses an illegal amount with the reason, undoes with u', async () => {
    await page.goto(pageUrl('subtraction {1, 3, 4}', [10]));
    await page.locator('#amount-0').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    await page
      .locator('#notice', { hasText: 'Illegal move: takes 2 from heap 1, but the amounts allowed are {1, 3, 4}.' })
      .waitFor();
    await page.locator('#amount-0').fill('3');
    await page.locator('#amount-0').press('Enter');
    await page.locator('.history li').nth(1).waitFor();
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('u');
    await page.waitForFunction(() => document.querySelectorAll('.history li.undone').length === 2);
    assert.equal(await page.locator('.heap .count').innerText(), '10');
  });

  it('offers the two-heap move for Wythoff, within the diagonal bound', async () => {
    await page.goto(pageUrl('wythoff diagonal 1', [3, 5]));
    await page.locator('#amount-both').fill('2');
    await page.getByRole('button', { name: 'Take from both heaps' }).click();
    await page.locator('#notice', { hasText: 'over the diagonal bound 1' }).waitFor();
    await page.locator('#amount-both').fill('1');
    await page.getByRole('button', { name: 'Take from both heaps' }).click();
    await page.locator('.history li').first().waitFor();
    assert.match(await page.locator('.history li').first().innerText(), /take 1 from both heaps → 2 4/);
  });

  it('draws Kayles rows as pins: a click takes one pin or two neighbours, breaking the row', async () => {
    await page.goto(pageUrl('kayles', [4, 7]));
    await page.locator('.status', { hasText: 'You to move' }).waitFor();
    assert.match(await page.locator('.rules').innerText(), /^Take 1 or 2 neighbouring pins/);
    assert.equal(await page.locator('.heap').nth(1).locator('button.pin').count(), 7);
    await page.getByRole('button', { name: 'Take pin 4 of heap 2, leaving 3 and 3' }).click();
    await page.locator('#notice', { hasText: 'The computer played' }).waitFor();
    const sent = await page.evaluate(() => window.nimLensHost.sent);
    assert.deepEqual(sent[1], { type: 'intent', intent: { kind: 'act', act: 'knock', args: ['1', '1', '3'] } });
    assert.match(await page.locator('.history li').first().innerText(), /take 1 from heap 2, leaving 3 and 3 → 4 3 3/);
    // Two neighbours: choose 2 per click; the pointer shows which two a click would take.
    await page.getByRole('radio', { name: '2 pins' }).click();
    assert.ok(await page.getByRole('radio', { name: '2 pins' }).isChecked());
    const firstRow = page.locator('.heap').first().locator('button.pin:not(:disabled)');
    if (await firstRow.count()) {
      await firstRow.first().hover();
      assert.equal(await page.locator('.heap').first().locator('button.pin.picked').count(), 2);
    }
    await page.screenshot({ path: join(screenshots, 'play-kayles.png') });
  });

  it("says in words how many pins a click takes where the code allows one amount (Dawson's Kayles)", async () => {
    await page.goto(pageUrl('dawson', [5, 6]));
    await page.locator('.per-click', { hasText: 'A click takes 2 pins.' }).waitFor();
    assert.equal(await page.getByRole('radio').count(), 0, 'no radio group of one');
  });

  it("lists the moves of Grundy's game to choose from, by pointer and by keyboard", async () => {
    await page.goto(pageUrl('grundy', [9]));
    await page.locator('.status', { hasText: 'You to move' }).waitFor();
    assert.equal(await page.locator('#app .heaps').count(), 0, 'no take controls: the moves are splits');
    assert.match(await page.locator('.choices .position').innerText(), /Position: 9/);
    const list = page.getByRole('listbox', { name: 'Moves:' });
    assert.equal(await list.locator('option').count(), 4);
    await list.selectOption({ label: 'split heap 1 into 2 and 7 → 2 7' });
    await page.getByRole('button', { name: 'Play the move chosen in the list' }).click();
    await page.locator('#notice', { hasText: 'The computer played' }).waitFor();
    const sent = await page.evaluate(() => window.nimLensHost.sent);
    assert.deepEqual(sent[1], { type: 'intent', intent: { kind: 'choose', index: 1, to: ['2', '7'] } });
    assert.match(await page.locator('.history li').first().innerText(), /split heap 1 into 2 and 7 → 2 7/);
    await page.screenshot({ path: join(screenshots, 'play-grundy.png') });
    // By keyboard: the list, the arrow keys, Enter.
    if ((await page.locator('.choices select').count()) > 0) {
      await page.locator('.choices select').focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        () => window.nimLensHost.sent.filter((m) => m.type === 'intent' && m.intent.kind === 'choose').length === 2,
      );
    }
  });

  it('turns coins in a row: the rightmost, then the others, by pointer and by keyboard; a Ruler run', async () => {
    await page.goto(pageUrl('turning turtles', [2, 3, 5]));
    await page.locator('.status', { hasText: 'You to move' }).waitFor();
    assert.deepEqual(await page.locator('.coin-row button.coin').allInnerTexts(), ['T', 'H', 'H', 'T', 'H']);
    await page.getByRole('button', { name: 'Coin 5: heads' }).click();
    await page.getByRole('button', { name: 'Coin 1: tails' }).click();
    assert.equal(
      await page.getByRole('button', { name: 'Coin 1: tails, chosen' }).getAttribute('aria-pressed'),
      'true',
    );
    assert.equal(await page.locator('#turn-coins').inputValue(), '5 1');
    await page.screenshot({ path: join(screenshots, 'play-coins.png') });
    await page.getByRole('button', { name: 'Turn over', exact: true }).click();
    await page.locator('#notice', { hasText: 'The computer played' }).waitFor();
    const sent = await page.evaluate(() => window.nimLensHost.sent);
    assert.deepEqual(sent[1], { type: 'intent', intent: { kind: 'act', act: 'turn', args: ['5 1'] } });
    assert.match(await page.locator('.history li').first().innerText(), /turn over coins 5 and 1/);
    // By keyboard: the coins typed, Enter; a refused move says why and keeps what was typed.
    // Coin 9 is beyond the row's last head: tails whatever the computer played.
    await page.locator('#turn-coins').fill('9');
    await page.locator('#turn-coins').press('Enter');
    await page.locator('#notice', { hasText: 'Illegal move: coin 9 shows tails' }).waitFor();
    assert.equal(await page.locator('#turn-coins').inputValue(), '9');
    assert.deepEqual((await page.evaluate(() => window.nimLensHost.sent)).at(-1).intent.args, ['9']);
    // A text that is not coins is sent as typed and refused by the game, with the reason.
    const before = await page.evaluate(() => window.nimLensHost.sent.length);
    await page.locator('#turn-coins').fill('5 x');
    await page.locator('#turn-coins').press('Enter');
    await page.locator('#notice', { hasText: 'write the coins to turn over as numbers' }).waitFor();
    assert.equal(await page.evaluate(() => window.nimLensHost.sent.length), before + 1);

    await page.goto(pageUrl('ruler', [4, 6]));
    await page.getByRole('button', { name: 'Coin 4: heads' }).click();
    await page.getByRole('button', { name: 'Coin 1: tails' }).click();
    assert.equal(await page.locator('.coin.chosen').count(), 4, 'the run from coin 4 down to coin 1');
    await page.getByRole('button', { name: 'Turn over', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() =>
      window.nimLensHost.sent.some((m) => m.type === 'intent' && m.intent.act === 'turn'),
    );
    const turned = await page.evaluate(() =>
      window.nimLensHost.sent.find((m) => m.type === 'intent' && m.intent.act === 'turn'),
    );
    assert.deepEqual(turned, { type: 'intent', intent: { kind: 'act', act: 'turn', args: ['4 3 2 1'] } });
  });

  it('turns the corners of a rectangle in a grid: two opposite corners, then Turn over', async () => {
    await page.goto(pageUrl('corners', [1, 2, 2, 3]));
    await page.locator('.status', { hasText: 'You to move' }).waitFor();
    assert.equal(await page.locator('.coin-grid button.coin').count(), 12);
    await page.getByRole('button', { name: 'Coin (2, 3): heads' }).click();
    assert.equal(await page.locator('.coin.chosen').count(), 1);
    assert.equal(await page.locator('#corners').inputValue(), '2,3');
    // The opposite corner by keyboard: focus, Enter; then the button.
    await page.getByRole('button', { name: 'Coin (1, 1): tails' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Coin (1, 1): tails, corner chosen' }).waitFor();
    assert.equal(await page.locator('#corners').inputValue(), '2,3 1,1');
    await page.screenshot({ path: join(screenshots, 'play-corners.png') });
    await page.getByRole('button', { name: 'Turn over the four corners' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() =>
      window.nimLensHost.sent.some((m) => m.type === 'intent' && m.intent.act === 'turn'),
    );
    const turned = await page.evaluate(() =>
      window.nimLensHost.sent.find((m) => m.type === 'intent' && m.intent.act === 'turn'),
    );
    assert.deepEqual(turned, { type: 'intent', intent: { kind: 'act', act: 'turn', args: ['2,3 1,1'] } });
    await page.locator('.history li').first().waitFor();
    assert.match(await page.locator('.history li').first().innerText(), /\(1, 1\)/);
  });

  it('moves coins down a stair, and subtracts a multiple in Euclid’s game', async () => {
    await page.goto(pageUrl('staircase', [3, 0, 5, 2]));
    await page.locator('.status', { hasText: 'You to move' }).waitFor();
    await page.getByRole('button', { name: 'Move 2 coins from stair 3 to stair 2' }).click();
    await page.locator('#notice', { hasText: 'The computer played' }).waitFor();
    let sent = await page.evaluate(() => window.nimLensHost.sent);
    assert.deepEqual(sent[1], { type: 'intent', intent: { kind: 'act', act: 'take', args: ['2', '2'] } });
    assert.match(
      await page.locator('.history li').first().innerText(),
      /move 2 coins from stair 3 to stair 2 → 3 2 3 2/,
    );

    await page.goto(pageUrl('euclid', [21, 8]));
    await page.locator('.status', { hasText: 'You to move' }).waitFor();
    assert.deepEqual(await page.locator('.multiples button').allInnerTexts(), ['1 × 8', '2 × 8']);
    await page.getByRole('button', { name: 'Subtract 2 × 8 from 21' }).click();
    await page.locator('.history li').first().waitFor();
    sent = await page.evaluate(() => window.nimLensHost.sent);
    assert.deepEqual(sent[1], { type: 'intent', intent: { kind: 'act', act: 'multiple', args: ['2'] } });
    assert.match(await page.locator('.history li').first().innerText(), /subtract 2 × 8 from 21/);
  });

  it("takes from several heaps at once in Moore's Nim, and up to the limit in Fibonacci Nim", async () => {
    await page.goto(pageUrl('moore 2', [3, 5, 6]));
    await page.locator('.status', { hasText: 'You to move' }).waitFor();
    const field = (heap) => page.getByRole('textbox', { name: `Amount to take from heap ${heap}`, exact: true });
    const take = page.getByRole('button', { name: 'Take these amounts' });
    // Text that is not an amount is sent as typed, and refused by the game with its reason.
    await field(1).fill('x');
    await take.click();
    await page.locator('#notice', { hasText: 'write the amount as a whole number' }).waitFor();
    assert.equal(await page.evaluate(() => window.nimLensHost.sent.length), 2);
    // Three heaps under moore 2: sent, and refused by the host with its reason.
    for (const heap of [1, 2, 3]) await field(heap).fill('1');
    await take.click();
    await page.locator('#notice', { hasText: 'Illegal move' }).waitFor();
    let sent = await page.evaluate(() => window.nimLensHost.sent);
    assert.deepEqual(sent[2], { type: 'intent', intent: { kind: 'act', act: 'amounts', args: ['1', '1', '1'] } });
    // Two heaps, by keyboard: Enter in a field presses Take.
    await field(1).fill('1');
    await field(2).fill('2');
    await field(3).fill('0');
    await field(3).press('Enter');
    await page.locator('#notice', { hasText: 'The computer played' }).waitFor();
    sent = await page.evaluate(() => window.nimLensHost.sent);
    assert.deepEqual(sent[3], { type: 'intent', intent: { kind: 'act', act: 'amounts', args: ['1', '2', '0'] } });
    assert.match(await page.locator('.history li').first().innerText(), /take 1 from heap 1 and 2 from heap 2 → 2 3 6/);

    await page.goto(pageUrl('fibonacci', [20]));
    await page.locator('.status', { hasText: 'You to move' }).waitFor();
    await page.locator('.direct .how', { hasText: 'Heap of 20: this move may take 1 to 19.' }).waitFor();
    await page.getByRole('textbox', { name: 'Amount to take', exact: true }).fill('3');
    await page.getByRole('button', { name: 'Take the amount' }).click();
    await page.locator('#notice', { hasText: 'The computer played' }).waitFor();
    sent = await page.evaluate(() => window.nimLensHost.sent);
    assert.deepEqual(sent[1], { type: 'intent', intent: { kind: 'act', act: 'take', args: ['0', '3'] } });
    assert.match(
      await page.locator('.history li').first().innerText(),
      /take 3 \(the next move may take up to 6\) → 17 <= 6/,
    );
  });

  it('cuts a Hackenbush edge by clicking it in the picture, and by Enter on an edge', async () => {
    // The vector of 0-1 1-2 2-3 0-4: each vertex name as its number (a 1, then its UTF-16 units).
    const name = (v) => 65536 + v.charCodeAt(0);
    const edges = [
      ['0', '1'],
      ['1', '2'],
      ['2', '3'],
      ['0', '4'],
    ];
    await page.goto(pageUrl('hackenbush', edges.flat().map(name)));
    await page.locator('.status', { hasText: 'You to move' }).waitFor();
    await page.locator('.nl-picture svg').waitFor();
    // A small board is shown larger: its edges are what a person clicks.
    const box = await page.locator('.nl-picture svg').boundingBox();
    assert.ok(box && box.height >= 200, `the board is ${box?.height} px tall`);
    await page.getByRole('button', { name: 'Cut 1-2', exact: true }).click();
    await page.locator('#notice', { hasText: 'The computer played' }).waitFor();
    const sent = await page.evaluate(() => window.nimLensHost.sent);
    assert.equal(sent[1].type, 'intent');
    assert.equal(sent[1].intent.kind, 'choose');
    assert.equal(sent[1].intent.index, 1);
    assert.match(await page.locator('.history li').first().innerText(), /cut 1-2 \(and 1 edge falls\) → 0-1 0-4/);
    // The computer cut one of the two edges left; the other is cut by keyboard, and the game is won.
    const left = (await page.locator('.history li').nth(1).innerText()).includes('→ 0-4') ? '0-4' : '0-1';
    await page.getByRole('button', { name: `Cut ${left}`, exact: true }).focus();
    await page.screenshot({ path: join(screenshots, 'play-hackenbush.png') });
    await page.keyboard.press('Enter');
    await page.locator('.status', { hasText: 'You made the last move: You win.' }).waitFor();
  });

  it('offers to stop a drawn digraph game once its position comes back, and ends it as a draw', async () => {
    const name = (v) => 65536 + v.charCodeAt(0);
    await page.goto(pageUrl('digraph a: b; b: a', [name('a')]));
    await page.locator('.status', { hasText: 'You to move' }).waitFor();
    assert.equal(await page.locator('#agree-draw').count(), 0, 'no offer before the position comes back');
    // The token moves by its arrow in the picture: a click on the arrow's line, here Enter on it.
    await page.getByRole('button', { name: 'Move a token from a to b', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.locator('#agree-draw').waitFor();
    await page.locator('#agree-draw').click();
    await page.locator('.status', { hasText: 'a draw, agreed' }).waitFor();
    const sent = await page.evaluate(() => window.nimLensHost.sent);
    assert.deepEqual(sent.at(-1), { type: 'agreeDraw' });
  });

  it('takes from a long row by keyboard: how many and how many to leave on the left', async () => {
    await page.goto(pageUrl('dawson', [100]));
    await page.locator('#amount-0').fill('1');
    await page.locator('#left-0').fill('50');
    await page.locator('#left-0').press('Enter');
    await page.locator('#notice', { hasText: 'does not allow taking 1' }).waitFor();
    await page.locator('#amount-0').fill('2');
    await page.locator('#left-0').press('Enter');
    await page.locator('.history li').first().waitFor();
    assert.match(
      await page.locator('.history li').first().innerText(),
      /take 2 from heap 1, leaving 48 and 50 → 48 50/,
    );
  });

  it('draws Wythoff as a playable board: click a cell the queen reaches, a hint shows the winning cells, Enter on a cell moves', async () => {
    await page.goto(pageUrl('wythoff', [5, 8]));
    await page.locator('.nl-picture svg').waitFor();
    assert.equal(await page.locator('.nl-picture .cell').count(), 100);
    assert.equal(await page.locator('.nl-picture .target').count(), 0, 'no winning cell before a hint');
    await page.getByRole('button', { name: 'Hint' }).click();
    await page.locator('.nl-picture .target').first().waitFor();
    assert.deepEqual(
      await page
        .locator('.nl-picture .target')
        .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-i')},${e.getAttribute('data-j')}`).sort()),
      ['4,7', '5,3'],
    );
    await page.screenshot({ path: join(screenshots, 'play-wythoff-board.png') });
    // The theme's colours reach the SVG through the stylesheet: a cold cell is painted, not black.
    const coldFill = await page
      .locator('.nl-picture .cold')
      .first()
      .evaluate((e) => getComputedStyle(e).fill);
    assert.notEqual(coldFill, 'rgb(0, 0, 0)');
    await page.locator('.nl-picture [data-i="4"][data-j="7"].cell').click();
    await page.locator('.history li').nth(1).waitFor();
    const sent = await page.evaluate(() => window.nimLensHost.sent);
    assert.deepEqual(
      sent.find((m) => m.type === 'intent' && m.intent.kind === 'act'),
      { type: 'intent', intent: { kind: 'act', act: 'both', args: ['1'] } },
    );
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('u');
    await page.waitForFunction(() => document.querySelectorAll('.history li.undone').length === 2);
    await page.locator('.nl-picture [data-i="5"][data-j="3"].cell').focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => window.nimLensHost.sent.filter((m) => m.type === 'intent' && m.intent.kind === 'act').length === 2,
    );
    assert.deepEqual(
      (await page.evaluate(() => window.nimLensHost.sent)).filter(
        (m) => m.type === 'intent' && m.intent.kind === 'act',
      )[1],
      {
        type: 'intent',
        intent: { kind: 'act', act: 'take', args: ['1', '5'] },
      },
    );
  });

  it("draws the strip of Grundy values beside the heaps, and Nim's binary columns", async () => {
    await page.goto(pageUrl('subtraction {1, 3, 4}', [9, 5]));
    await page.locator('.nl-picture .value').first().waitFor();
    assert.equal(await page.locator('.nl-picture .period').getAttribute('data-to'), '6');
    await page.goto(pageUrl('nim', [3, 4, 5]));
    await page.locator('.nl-picture .bit').first().waitFor();
    assert.equal(await page.locator('.nl-picture .odd').count(), 1);
    assert.match(await page.locator('.nl-picture figcaption').textContent(), /Binary columns of the heaps 3, 4, 5/);
  });

  it('reviews the game at its end: the mistake, a winning move instead and why, and a replay from there', async () => {
    await page.goto(pageUrl('nim', [1, 2]));
    await page.getByRole('button', { name: 'Take 2 from heap 2' }).click();
    await page.locator('.review').waitFor();
    const review = await page.locator('.review').innerText();
    assert.match(review, /Move 1 \(You\) from 1 2: take 2 from heap 2 → 1 0 gave the win away\./);
    assert.match(review, /Instead: take 1 from heap 2 → 1 1\./);
    assert.match(review, /The XOR is not 0/);
    await page.screenshot({ path: join(screenshots, 'play-review.png') });
    await page.getByRole('button', { name: 'Replay from the position before move 1' }).click();
    await page.locator('.status', { hasText: 'You to move' }).waitFor();
    assert.equal(await page.locator('.review').count(), 0);
    assert.deepEqual(await page.locator('.heap .count').allInnerTexts(), ['1', '2']);
  });

  it('draws a sum side by side, each part as its game is; a move names its part, by pointer and by keyboard', async () => {
    // `3 4 + 7 + (3, 5)` as the host keeps it: each part's count of heaps, then its heaps.
    await page.goto(pageUrl('nim + kayles + wythoff', [2, 3, 4, 1, 7, 2, 3, 5]));
    await page.locator('.status', { hasText: 'You to move' }).waitFor();
    const parts = page.locator('.parts > [role="group"]');
    assert.equal(await parts.count(), 3);
    assert.deepEqual(await parts.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))), [
      'part 1: nim',
      'part 2: Kayles',
      'part 3: wythoff',
    ]);
    const nimPart = page.getByRole('group', { name: 'part 1: nim', exact: true });
    const kayles = page.getByRole('group', { name: 'part 2: Kayles', exact: true });
    const wythoffPart = page.getByRole('group', { name: 'part 3: wythoff', exact: true });
    assert.equal(await nimPart.locator('.heap').count(), 2);
    assert.equal(await nimPart.locator('.heap').nth(1).locator('button.token').count(), 4);
    assert.equal(await kayles.locator('button.pin').count(), 7);
    assert.equal(await wythoffPart.locator('.heap').count(), 2);
    assert.equal(await wythoffPart.locator('#part3-amount-both').count(), 1);
    assert.deepEqual(await page.locator('.parts .grundy').allInnerTexts(), [
      'Grundy value 7',
      'Grundy value 2',
      'Grundy value 0',
    ]);
    // The parts side by side: the second starts to the right of the first.
    const [first, second] = [await parts.nth(0).boundingBox(), await parts.nth(1).boundingBox()];
    assert.ok(second.x > first.x, 'side by side');
    await page.screenshot({ path: join(screenshots, 'play-sum.png') });
    // Wythoff's move from both heaps, in its part only.
    await page.locator('#part3-amount-both').fill('1');
    await page.getByRole('button', { name: 'Take from both heaps in part 3', exact: true }).click();
    await page.locator('#notice', { hasText: 'The computer played' }).waitFor();
    let sent = await page.evaluate(() => window.nimLensHost.sent);
    assert.deepEqual(sent[1], { type: 'intent', intent: { kind: 'act', act: 'both', args: ['1'] }, part: 2 });
    assert.match(
      await page.locator('.history li').first().innerText(),
      /take 1 from both heaps in part 3 \(wythoff\) → 3 4 \+ 7 \+ \(2, 4\)/,
    );
    // The computer's reply is written as a sum too, never as the host's vector.
    assert.match(await page.locator('#notice').innerText(), /→ [0-9 ]+ \+ [0-9 ]+ \+ \(\d+, \d+\)\.$/);
    // By keyboard: an amount too large for nim's first heap is refused, the reason naming the part.
    await page.locator('#part1-amount-0').fill('9');
    await page.locator('#part1-amount-0').press('Enter');
    await page.locator('#notice', { hasText: 'Illegal move: in part 1 (nim): heap 1 has only 3 tokens.' }).waitFor();
    assert.equal(await page.locator('.history li').count(), 2);
    // A Kayles break by pointer: the middle pin of the row of 7.
    await page.getByRole('button', { name: 'Take pin 4 of heap 1 in part 2, leaving 3 and 3', exact: true }).click();
    await page.locator('.history li').nth(3).waitFor();
    sent = await page.evaluate(() => window.nimLensHost.sent);
    assert.deepEqual(
      sent.filter((m) => m.type === 'intent' && m.intent.act === 'knock'),
      [{ type: 'intent', intent: { kind: 'act', act: 'knock', args: ['0', '1', '3'] }, part: 1 }],
    );
    const third = await page.locator('.history li').nth(2).innerText();
    assert.match(third, /in part 2 \(Kayles\)/);
    // After the computer's reply, whatever it was: the Kayles row of 7 broke into 3 and 3.
    assert.match(third, /→ [0-9 ]+ \+ 3 3 \+ \(\d+, \d+\)/);
    assert.equal(await kayles.locator('.heap').count(), 2, 'the row broke in two');
    // Undo with u: back to the position before the break.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('u');
    await page.waitForFunction(() => document.querySelectorAll('.history li.undone').length === 2);
    assert.equal(await kayles.locator('button.pin').count(), 7);
  });

  it('follows the theme through --vscode-* variables (light and dark)', async () => {
    await page.goto(pageUrl('nim', [3, 4, 5]));
    await page.locator('.heap').first().waitFor();
    const light = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.screenshot({ path: join(screenshots, 'play-webview-light.png') });
    await page.evaluate(() => {
      document.body.className = 'vscode-dark';
    });
    const dark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.equal(light, 'rgb(255, 255, 255)');
    assert.equal(dark, 'rgb(30, 30, 30)');
    await page.screenshot({ path: join(screenshots, 'play-webview-dark.png') });
  });

  it('stays usable with 200 heaps and with 1,000-digit heaps', async () => {
    const many = Array.from({ length: 200 }, (_, i) => i + 1);
    const t0 = Date.now();
    await page.goto(pageUrl('nim', many));
    await page.locator('.heap').nth(199).waitFor();
    await page.locator('#amount-199').fill('7');
    await page.locator('#amount-199').press('Enter');
    await page.locator('.history li').nth(1).waitFor();
    const elapsed = Date.now() - t0;
    assert.ok(elapsed < 30_000);
    const big = '1' + '0'.repeat(999);
    await page.goto(pageUrl('wythoff', [big, big + '7']));
    await page.locator('.heap .count', { hasText: '(1000 digits)' }).first().waitFor();
    await page.locator('#amount-0').fill('5');
    await page.locator('#amount-0').press('Enter');
    await page.locator('.history li').nth(1).waitFor();
    assert.ok(await page.evaluate(() => window.nimLensHost.state), 'the webview keeps its state for a reload');
  });
});
