/**
 * The two ERC-20 calls the widget makes, ABI-encoded by hand: each is a 4-byte selector (the first four
 * bytes of keccak-256 of the signature, checked by a test) and 32-byte words. Two fixed shapes do not
 * need an ABI library: viem's encodeFunctionData would add its encoder to the deposit step for these alone.
 */
const TRANSFER = '0xa9059cbb'; // transfer(address,uint256)
const BALANCE_OF = '0x70a08231'; // balanceOf(address)

const word = (hex: string) => hex.padStart(64, '0');
const addressWord = (address: string) => word(address.slice(2).toLowerCase());

/** `transfer(to, amount)` call data, `amount` in the coin's base units. */
export function encodeTransfer(to: string, amount: bigint): string {
  return `${TRANSFER}${addressWord(to)}${word(amount.toString(16))}`;
}

/** `balanceOf(owner)` call data. */
export function encodeBalanceOf(owner: string): string {
  return `${BALANCE_OF}${addressWord(owner)}`;
}
