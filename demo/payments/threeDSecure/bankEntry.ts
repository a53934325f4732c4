/** Entry of the stand-in bank page's script, /demo/3ds/bank.js (built by bankPage.ts). */
import { runBankPage } from './runBankPage';

runBankPage({
  document,
  search: window.location.search,
  parent: window.parent === window ? null : window.parent,
});
