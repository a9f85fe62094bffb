import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser';
import { appSource, createConsumer, type Consumer } from './support/consumer';
import { checkerOutput, checkoutThroughPreview } from './support/template-host';

describe('examples/svelte: the custom elements in Svelte 5 templates, installed from the tarball', () => {
  let app: Consumer;
  let browser: Browser | undefined;

  beforeAll(async () => {
    app = await createConsumer(appSource.example('svelte'), inject('tarball'));
    console.log(`[svelte ${app.versionOf('svelte')}] npm install <tarball> + the example's package.json: ${app.installMs} ms`);
  });
  afterAll(async () => {
    await browser?.close();
    app?.cleanup();
  });

  it('passes svelte-check with warnings as errors (no attribute_illegal_colon) and builds with npm run build', async () => {
    const result = await app.run('npm', ['run', 'build']);
    console.log(`[svelte] npm run build: ${result.ms} ms`);
    expect(result.code, result.output).toBe(0);
    expect(result.output).not.toMatch(/attribute_illegal_colon/);
  });

  it("refuses in svelte-check a networks that is no string or list, and a handler for another event's detail", async () => {
    const wrong = `<script lang="ts">
  import 'naira-ramp/elements';
  const step = (event: CustomEvent<{ record: string }>) => console.log(event.detail.record);
</script>

<naira-sell-ramp signer="/api/ramp" networks={42}></naira-sell-ramp>
<naira-buy-ramp signer="/api/ramp" onramp-step-change={step}></naira-buy-ramp>
`;
    const { code, output } = await checkerOutput(app, 'src/Wrong.svelte', wrong, ['svelte-check', ['--tsconfig', './tsconfig.json', '--output', 'machine']]);
    expect(code).not.toBe(0);
    const errors = output.split('\n').filter((line) => / ERROR "src\/Wrong\.svelte"/.test(line));
    expect(errors.some((line) => /"src\/Wrong\.svelte" 6:/.test(line) && /polygon/.test(line)), output).toBe(true);
    expect(errors.some((line) => /"src\/Wrong\.svelte" 7:/.test(line)), output).toBe(true);
  });

  it("completes a buy and a sell in Chromium with the README's attribute forms, the page hearing onramp-success", async () => {
    browser = await launchChromium();
    const { problems } = await checkoutThroughPreview(app, browser, 'svelte');
    expect(problems).toEqual([]);
  });
});
