import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { AccountRootPrincipal, PolicyStatement, Role } from 'aws-cdk-lib/aws-iam';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCEPTED, AwsSolutions, notAccepted } from './nag';
import { synthApp } from './testing/synth';

// With a built site, so that the deployment of the site is checked too.
const siteDist = mkdtempSync(path.join(tmpdir(), 'nag-site-'));
writeFileSync(path.join(siteDist, 'index.html'), '<!doctype html><title>site</title>');
afterAll(() => rmSync(siteDist, { recursive: true, force: true }));

const { app } = synthApp({}, { siteDist });
const findings = new AwsSolutionsChecks(app)
  .validateScope(app)
  .violations.flatMap(({ ruleName, violatingResources }) =>
    violatingResources.map(({ constructPath = '' }) => ({ rule: ruleName, at: constructPath })),
  );

describe("cdk-nag's AwsSolutions rules", () => {
  it('find nothing in the whole app that is not accepted with its reason', () => {
    const left = notAccepted(new AwsSolutionsChecks(app).validateScope(app).violations);
    expect(left.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath}`))).toEqual([]);
  });

  it('accept nothing that does not occur: each accepted finding is still there, with a reason', () => {
    for (const accepted of ACCEPTED) {
      const occurs = findings.some(({ rule, at }) => accepted.rule.test(rule) && accepted.at.test(at));
      expect({ rule: String(accepted.rule), occurs }).toEqual({ rule: String(accepted.rule), occurs: true });
      expect(accepted.reason.length).toBeGreaterThan(40);
    }
  });

  it('run on every synthesis and stop it at a finding not accepted', () => {
    Validations.of(app).addPlugins(new AwsSolutions(app));
    expect(() => app.synth()).not.toThrow();

    // A grant of every action on everything is accepted nowhere.
    const careless = synthApp({}, { siteDist });
    Validations.of(careless.app).addPlugins(new AwsSolutions(careless.app));
    new Role(careless.api, 'Everything', { assumedBy: new AccountRootPrincipal() }).addToPolicy(
      new PolicyStatement({ actions: ['*'], resources: ['*'] }),
    );
    expect(() => careless.app.synth()).toThrow(/AwsSolutions-IAM5/);
  });
});
