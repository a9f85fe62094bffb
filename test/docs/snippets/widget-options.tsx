import { BuyRamp, SellRamp, createRampQueryClient } from 'naira-ramp';
import type { DepositInstructions } from 'naira-ramp';

// Your own wallet stack (wagmi, Solana wallet adapter, Stellar Wallets Kit...), sending what the instructions name.
declare function sendWithMyWallet(instructions: DepositInstructions): Promise<string>;

const queryClient = createRampQueryClient();

export const AllOptions = () => (
  <BuyRamp
    signer="/api/ramp"                       // or a fetch-signature function
    limits={{ buy: { min: 15_000, max: 1_000_000 } }}
    networks={['solana', 'stellar']}         // which networks, in this order
    defaultValues={{ amount: '50000' }}      // prefilled, editable
    lockedValues={{ network: 'stellar', walletAddress: 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7' }} // read-only
    theme={{ primary: '#0f5132', radius: '12px', dark: { primary: '#6fcf97' } }} // dark mode gets a primary of its own
    appearance="auto"                        // 'light' | 'dark' | 'auto'
    locale="en-NG"                          // the language: en-NG, pcm, yo, ha, ig (with or without -NG)
    languages={['en-NG', 'pcm', 'yo', 'ha', 'ig']} // a language switch in the header, remembered for the tab
    messages={{ buyTitle: 'Top up' }}        // any visible string
    onSuccess={(record) => console.log(record.transaction_id)}
    onError={(error) => console.warn(error.code, error.fields)} // RampError: code, status, fields
    onStepChange={(step) => console.log(step)}
    onStatusChange={(status, record) => console.log(status, record.reference)} // 'pending' | 'completed' | 'failed', once per change
    onEvent={(event) => console.log(event.type)} // typed analytics events, each fired once
    persistKey="myshop:ramp"                 // sessionStorage prefix (default naira-ramp); persist={false} turns it off
  persistPaid={true}                       // buy: a paid transfer not yet claimed also in localStorage, for a new tab (the default)
    reference="478939302"                    // open the receipt of a known reference (a link back)
    statusPolling={{ intervalMs: 2000, maxIntervalMs: 30000 }} // how the receipt polls the status route
    paymentWindowMinutes={30}                // buy: time to pay the vendor, counted down (default: none)
    support="https://shop.example/help"      // where to ask about a request: a URL, an email or a phone number, shown as a link
    timeoutMs={30_000}                       // ms before a call to the signer is given up (the default)
    queryClient={queryClient}                // one QueryClient to share, from createRampQueryClient() (default: the widget's own, never the host's)
    className="checkout"                     // your class on the root, for its box and two-class overrides
    style={{ marginBlock: '1rem' }}          // on the root too
  />
);

export const SellOptions = () => (
  <SellRamp
    signer="/api/ramp"
    sendDeposit={async (instructions) => ({ hash: await sendWithMyWallet(instructions) })} // sell: your wallet sends the deposit
  />
);
