import { baseCss } from './baseCss';
import { themeCss } from './themeCss';

/** Everything an element's shadow root needs: the four themes' properties, then the base CSS. */
export const elementCss: string = `${themeCss()}\n${baseCss}`;
