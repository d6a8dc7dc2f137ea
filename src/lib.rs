//! Snowflake ID composer: a Leptos app that builds a Twitter-layout Snowflake ID from its
//! four values and shows how they fill the 64 bits.

pub mod snowflake;
