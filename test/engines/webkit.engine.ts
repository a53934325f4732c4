/** The journeys in WebKitGTK (WebKitWebDriver over W3C WebDriver, MiniBrowser under Xvfb). */
import { launchWebKit } from './webkit';
import { engineChecks } from './checks';
import { journeys } from './journeys';
import { defineEngineSuite } from './suite';

defineEngineSuite(launchWebKit, [...journeys, ...engineChecks]);
