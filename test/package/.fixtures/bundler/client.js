// A browser bundle of the React entry and the stylesheet, as a host app imports them.
import { BuyRamp, SellRamp } from 'naira-ramp';
import 'naira-ramp/styles.css';

globalThis.widgets = [BuyRamp, SellRamp];
