import { App, Validations } from 'aws-cdk-lib';
import { buildApp } from './build-app';
import { AwsSolutions } from './nag';

const app = new App();
buildApp(app);
// cdk-nag's AwsSolutions rules: a finding not accepted with its reason (nag.ts) stops synthesis and deployment.
Validations.of(app).addPlugins(new AwsSolutions(app));
