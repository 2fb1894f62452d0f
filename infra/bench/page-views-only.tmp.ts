import { freePort } from '../local/ports';
import { measurePageViewCount } from './page-views';
import { section } from './report';
const result = await measurePageViewCount(await freePort());
section('runs', result.runs);
section('day', result.day);
