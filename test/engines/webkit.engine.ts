/** The journeys in WebKitGTK (WebKitWebDriver over W3C WebDriver, MiniBrowser under Xvfb). */
import { launchWebKit } from './webkit';
import { engineChecks } from './checks';
import { defineEngineSuite } from './suite';

defineEngineSuite(launchWebKit, engineChecks);
