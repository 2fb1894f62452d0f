import { App } from 'aws-cdk-lib';
import { buildApp } from './build-app';

buildApp(new App());
