/** The journeys in Firefox ESR (puppeteer-core over WebDriver BiDi). */
import { launchFirefox } from './firefox';
import { engineChecks } from './checks';
import { journeys } from './journeys';
import { defineEngineSuite } from './suite';

defineEngineSuite(launchFirefox, [...journeys, ...engineChecks]);
