import type { ReactNode, RefObject } from 'react';
import type { Network } from '../../core';
import { NetworkField } from '../ui/fields/NetworkField';
import { WalletField } from '../ui/fields/WalletField';
import { Step } from '../ui/Step';

/** Network and wallet address: where a buy delivers the stablecoin, or where a sell sends it from. */
export function WalletStep({
  headingRef,
  title,
  walletLabel,
  networks,
  locked,
  onNext,
  onBack,
  children,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: string;
  walletLabel: string;
  networks: readonly Network[];
  locked: { network?: Network | ''; walletAddress?: string };
  onNext: () => unknown;
  onBack: () => void;
  /** Under the wallet address (the sell's: fill it in from a browser wallet). */
  children?: ReactNode;
}) {
  return (
    <Step headingRef={headingRef} title={title} onSubmit={onNext} onBack={onBack}>
      <NetworkField networks={networks} locked={locked.network || undefined} />
      <WalletField label={walletLabel} locked={locked.walletAddress !== undefined} />
      {children}
    </Step>
  );
}
