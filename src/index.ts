'use client';

export { BuyRamp } from './react/buy/BuyRamp';
export type { BuyRampProps } from './react/buy/BuyRamp';
export { SellRamp } from './react/sell/SellRamp';
export type { SellRampProps } from './react/sell/SellRamp';
export { RampProvider } from './react/config/RampProvider';
export type { RampContextValue, RampProviderProps } from './react/config/RampProvider';
export { useBuyRamp } from './react/buy/useBuyRamp';
export type { BuyRampOptions, BuyRampState } from './react/buy/types';
export { useSellRamp } from './react/sell/useSellRamp';
export type { SellRampOptions, SellRampState, SendDeposit } from './react/sell/types';
export type { RampConfig } from './react/config/useRampConfig';
export type { SupportChannel } from './react/config/support';
export type { RampFlowState, FlowCallbacks, FlowOptions, ReceiptStatus } from './react/flow/types';
export type { Lookup, ParkedTransfer, SubmissionState } from './core';
export type { LifecycleOptions } from './react/flow/lifecycle';
export type { StatusPolling } from './react/signer/polling';
export type { BuyFormValues, BuyStep } from './react/buy/form';
export type { SellAsset, SellFormValues, SellStep } from './react/sell/form';
export { defaultMessages } from './react/messages/defaults';
export type { FirstMessages, LaterMessages, RampMessages, ServiceErrorTexts } from './react/messages/types';
export type { Language } from './react/messages/languages';
export type { RampEvent, RampEventType } from './react/flow/events';
export type { RampViewProps } from './react/ui/RampFrame';
export { RampDialog } from './react/modal/RampDialog';
export type { RampDialogProps } from './react/modal/RampDialog';
export { defaultDialogMessages } from './react/messages/dialog';
export type { RampDialogMessages } from './react/messages/dialog';
export type { RampColors, RampMetrics } from './react/theme/types';
export type { Appearance, RampFlow, RampLimitsInput, RampTheme, SharedOptions, Signer, SignerFetch } from './react/config/types';
export { createRampQueryClient } from './react/config/queryClient';
export { NETWORKS, NETWORK_LABELS, DEFAULT_LIMITS, RampError } from './core';
export type {
  AmountLimits,
  Bank,
  BuyRecord,
  DepositAddress,
  DepositInstructions,
  EvmChain,
  Network,
  NetworkFacts,
  Quote,
  RampErrorCode,
  RampLimits,
  SellRecord,
  TokenFact,
  TokenTable,
  TransactionStatus,
  Vendor,
} from './core';
export type { AddressKind, IssueTexts, SecretKind } from './core';
