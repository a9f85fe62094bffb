import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser';
import { appSource, createConsumer, type Consumer } from './support/consumer';
import { checkerOutput, checkoutThroughPreview } from './support/template-host';

describe('examples/vue: the custom elements in Vue 3 templates, installed from the tarball', () => {
  let app: Consumer;
  let browser: Browser | undefined;

  beforeAll(async () => {
    app = await createConsumer(appSource.example('vue'), inject('tarball'));
    console.log(`[vue ${app.versionOf('vue')}] npm install <tarball> + the example's package.json: ${app.installMs} ms`);
  });
  afterAll(async () => {
    await browser?.close();
    app?.cleanup();
  });

  it('type-checks its templates with vue-tsc (strictTemplates) and builds with npm run build', async () => {
    const result = await app.run('npm', ['run', 'build']);
    console.log(`[vue] npm run build: ${result.ms} ms`);
    expect(result.code, result.output).toBe(0);
  });

  it("refuses in vue-tsc a misspelled tag, a networks that is no string or list, and a listener for another event's detail", async () => {
    const wrong = `<script setup lang="ts">
import 'naira-ramp/elements';
const step = (event: CustomEvent<{ record: string }>) => console.log(event.detail.record);
</script>
<template>
  <naira-by-ramp signer="/api/ramp" />
  <naira-sell-ramp signer="/api/ramp" :networks="42" />
  <naira-buy-ramp signer="/api/ramp" @ramp-step-change="step" />
</template>
`;
    const { code, output } = await checkerOutput(app, 'src/Wrong.vue', wrong, ['vue-tsc', ['-p', 'tsconfig.json']]);
    expect(code).not.toBe(0);
    const lines = output.split('\n').filter((line) => line.includes('src/Wrong.vue('));
    expect(lines.some((line) => /Wrong\.vue\(6,/.test(line))).toBe(true);
    expect(lines.some((line) => /Wrong\.vue\(7,/.test(line))).toBe(true);
    expect(lines.some((line) => /Wrong\.vue\(8,/.test(line))).toBe(true);
  });

  it("completes a buy and a sell in Chromium with the README's attribute forms, the page hearing @ramp-success", async () => {
    browser = await launchChromium();
    const { problems } = await checkoutThroughPreview(app, browser, 'vue');
    expect(problems).toEqual([]);
  });
});
