import { BuyRamp, RampProvider, SellRamp } from 'naira-ramp';

export const InYoruba = () => <BuyRamp signer="/api/ramp" locale="yo-NG" />;

// Every widget inside speaks Pidgin first and offers all five languages in its header.
export const WithASwitch = () => (
  <RampProvider signer="/api/ramp" locale="pcm-NG" languages={['en-NG', 'pcm', 'yo', 'ha', 'ig']}>
    <BuyRamp />
    <SellRamp />
  </RampProvider>
);
